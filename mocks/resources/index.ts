// The registry of the backend's image resources: every declaration in this folder (./<name>.ts,
// `export default defineResource(...)`) is one, found by Vite's import.meta.glob, in the order of
// their file names. The db's collections, the seed, the routes, the OpenAPI document, the demo
// export and import, and the tests that loop over resources all derive from this list; a backend
// may be built with another one (createDb's and createBackend's `resources`), as the registry's
// test does.
import type { ServerResource } from './define-resource';

/**
 * The declarations by name, with their types: each declaration file adds itself
 * (`declare module './index'`), so the db's collection of it is typed by its records.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface RegisteredResources {}

const declared = import.meta.glob<ServerResource>(['./*.ts', '!./index.ts', '!./define-resource.ts', '!./*.test.ts'], {
  eager: true,
  import: 'default',
});

export const RESOURCES: readonly ServerResource[] = Object.values(declared);

export type ResourceName = keyof RegisteredResources;
export { defineResource, type ServerResource } from './define-resource';
