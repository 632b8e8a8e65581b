// The operation registry: one entry per route of the mock backend, in the order of
// mocks/handlers/routes.ts (mocks/contract/route-check.ts keeps the two in step).
import type { ApiOperation } from '../openapi/operation';
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

export const apiOperations: readonly ApiOperation[] = [
  ...adminOperations,
  ...bannerOperations,
  ...serviceOperations,
  ...galleryOperations,
  ...donationOperations,
  ...donationReportOperations,
  ...contactFormOperations,
  ...volunteerOperations,
  ...eventOperations,
  ...settingsOperations,
  ...uploadOperations,
  ...demoOperations,
];
