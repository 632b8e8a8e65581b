import type { HttpHandler } from 'msw';
import { API_PARTS, type ApiPart } from '@/types/api/parts';
import type { At } from '../core/api-paths';
import { adminsHandlers } from './admins';
import { bannersHandlers } from './banners';
import { contactFormsHandlers } from './contact-forms';
import { demoHandlers } from './demo';
import { donationReportHandlers } from './donation-report';
import { donationsHandlers } from './donations';
import { eventsHandlers } from './events';
import { galleryHandlers } from './gallery';
import { servicesHandlers } from './services';
import { settingsHandlers } from './settings';
import { uploadsHandlers } from './uploads';
import { volunteersHandlers } from './volunteers';

const ROUTES = {
  admins: adminsHandlers,
  banners: bannersHandlers,
  services: servicesHandlers,
  gallery: galleryHandlers,
  donations: donationsHandlers,
  'donation-report': donationReportHandlers,
  'contact-forms': contactFormsHandlers,
  volunteers: volunteersHandlers,
  events: eventsHandlers,
  settings: settingsHandlers,
  uploads: uploadsHandlers,
  demo: demoHandlers,
} satisfies Record<ApiPart, (at: At) => HttpHandler[]>;

/**
 * Every endpoint of the mock backend under `at`'s paths, by part of the API in the parts' order,
 * matched in that order by the dispatcher (../core/create-backend.ts).
 */
export const routeHandlers = (at: At): HttpHandler[] => API_PARTS.flatMap((part) => ROUTES[part](at));
