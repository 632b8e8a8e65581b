import type { HttpHandler } from 'msw';
import { API_PARTS, type ApiPart } from '@/types/api/parts';
import type { At } from '../core/api-paths';
import type { ServerResource } from '../resources/define-resource';
import { adminsHandlers } from './admins';
import { contactFormsHandlers } from './contact-forms';
import { demoHandlers } from './demo';
import { donationReportHandlers } from './donation-report';
import { donationsHandlers } from './donations';
import { eventsHandlers } from './events';
import { resourceHandlers } from './resource';
import { settingsHandlers } from './settings';
import { uploadsHandlers } from './uploads';
import { volunteersHandlers } from './volunteers';

const ROUTES = {
  admins: adminsHandlers,
  'image-resources': (at, resources) => resources.flatMap((resource) => resourceHandlers(resource, at)),
  donations: donationsHandlers,
  'donation-report': donationReportHandlers,
  'contact-forms': contactFormsHandlers,
  volunteers: volunteersHandlers,
  events: eventsHandlers,
  settings: settingsHandlers,
  uploads: uploadsHandlers,
  demo: demoHandlers,
} satisfies Record<ApiPart, (at: At, resources: readonly ServerResource[]) => HttpHandler[]>;

/**
 * Every endpoint of a mock backend with these image resources, under `at`'s paths, by part of the
 * API in the parts' order, matched in that order by the dispatcher (../core/create-backend.ts).
 */
export const routeHandlers = (at: At, resources: readonly ServerResource[]): HttpHandler[] =>
  API_PARTS.flatMap((part) => ROUTES[part](at, resources));
