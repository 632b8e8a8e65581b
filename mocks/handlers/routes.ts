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

/** Every endpoint of the mock backend, matched in order by the dispatcher (mocks/dispatch.ts). */
export const routeHandlers = [
  ...adminsHandlers,
  ...bannersHandlers,
  ...servicesHandlers,
  ...galleryHandlers,
  ...donationsHandlers,
  ...donationReportHandlers,
  ...contactFormsHandlers,
  ...volunteersHandlers,
  ...eventsHandlers,
  ...settingsHandlers,
  ...uploadsHandlers,
  ...demoHandlers,
];
