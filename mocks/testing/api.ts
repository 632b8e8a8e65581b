// The API's msw patterns as the tests' backend serves them: at jsdom's origin, or at any origin
// where a test runs in Node, as the hosts choose theirs (BackendDeps.origin).
import { apiPathsAt } from '../core/api-paths';
import { routeHandlers } from '../handlers/routes';
import { RESOURCES } from '../resources';

/** The origin a host in this environment serves the API at: the page's, or any (null) in Node. */
export const testOrigin: string | null = typeof location === 'undefined' ? null : location.origin;

/** The msw pattern of an API path, for a test's own handler (server.use). */
export const api = apiPathsAt(testOrigin).at;

/** Every route of the backend at those patterns. */
export const testRoutes = routeHandlers(api, RESOURCES);
