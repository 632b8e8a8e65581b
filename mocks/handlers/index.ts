import { adminsHandlers } from './admins';
import { bannersHandlers } from './banners';
import { contactFormsHandlers } from './contact-forms';
import { demoHandlers } from './demo';
import { donationsHandlers } from './donations';
import { eventsHandlers } from './events';
import { galleryHandlers } from './gallery';
import { servicesHandlers } from './services';
import { settingsHandlers } from './settings';
import { uploadsHandlers } from './uploads';
import { volunteersHandlers } from './volunteers';

export const handlers = [
  ...adminsHandlers,
  ...bannersHandlers,
  ...servicesHandlers,
  ...galleryHandlers,
  ...donationsHandlers,
  ...contactFormsHandlers,
  ...volunteersHandlers,
  ...eventsHandlers,
  ...settingsHandlers,
  ...uploadsHandlers,
  ...demoHandlers,
];
