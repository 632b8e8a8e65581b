// The registry of the backend's image resources: each is declared once (./<name>.ts) and listed
// here. The db's collections, the seed, the routes, the OpenAPI document, the demo export and
// import, and the tests that loop over resources all derive from this list; a backend may be
// built with another one (createDb's and createBackend's `resources`), as the registry's test does.
import { banners } from './banners';
import { gallery } from './gallery';
import { services } from './services';

export const RESOURCES = [banners, services, gallery] as const;

export type ResourceName = (typeof RESOURCES)[number]['name'];
export { defineResource, type ServerResource } from './define-resource';
