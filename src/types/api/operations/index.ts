// The operation registry: one entry per route of the mock backend, by part of the API, in the
// parts' order (../parts.ts); mocks/contract/route-check.ts keeps the operations and routes in step.
import type { ApiOperation } from '../openapi/operation';
import { API_PARTS, type ApiPart } from '../parts';
import { adminOperations } from './admins';
import { bannerOperations } from './banners';
import { contactFormOperations } from './contact-forms';
import { demoOperations } from './demo';
import { donationReportOperations } from './donation-report';
import { donationOperations } from './donations';
import { eventOperations } from './events';
import { galleryOperations } from './gallery';
import { serviceOperations } from './services';
import { settingsOperations } from './settings';
import { uploadOperations } from './uploads';
import { volunteerOperations } from './volunteers';

const OPERATIONS = {
  admins: adminOperations,
  banners: bannerOperations,
  services: serviceOperations,
  gallery: galleryOperations,
  donations: donationOperations,
  'donation-report': donationReportOperations,
  'contact-forms': contactFormOperations,
  volunteers: volunteerOperations,
  events: eventOperations,
  settings: settingsOperations,
  uploads: uploadOperations,
  demo: demoOperations,
} satisfies Record<ApiPart, readonly ApiOperation[]>;

export const apiOperations: readonly ApiOperation[] = API_PARTS.flatMap((part) => OPERATIONS[part]);
