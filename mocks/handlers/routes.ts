import type { HttpHandler } from 'msw';
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

/** Every endpoint of the mock backend under `at`'s paths, matched in order by the dispatcher (../core/create-backend.ts). */
export const routeHandlers = (at: At): HttpHandler[] => [
  ...adminsHandlers(at),
  ...bannersHandlers(at),
  ...servicesHandlers(at),
  ...galleryHandlers(at),
  ...donationsHandlers(at),
  ...donationReportHandlers(at),
  ...contactFormsHandlers(at),
  ...volunteersHandlers(at),
  ...eventsHandlers(at),
  ...settingsHandlers(at),
  ...uploadsHandlers(at),
  ...demoHandlers(at),
];
