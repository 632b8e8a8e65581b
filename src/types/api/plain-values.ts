// Values of the contract that the page's start-up and the home page read, kept apart from their
// schemas: every other module of src/types/api builds zod schemas at load, so importing even one
// constant from it would put zod into the first load of '/' (tools/size-report.ts). The schema
// modules import these from here, so each value is still written once.

/** Where each image resource is served (banners.ts, services.ts, gallery.ts describe the rest). */
export const RESOURCE_PATHS = { banners: '/api/banner', services: '/api/services', gallery: '/api/gallery' } as const;

/** A service's icon when none is chosen. */
export const DEFAULT_ICON_CLASS = 'fa-hands-helping';

/** Spec: at most this many posts keep the isLatest flag. */
export const MAX_LATEST_POSTS = 5;

/** The mock backend's named behaviours (see mocks/qa/scenario.ts). */
export const DEMO_SCENARIOS = ['default', 'api-down', 'slow', 'empty', 'big'] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number];
