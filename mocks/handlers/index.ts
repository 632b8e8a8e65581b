import { dispatcher } from '../dispatch';
import { routeHandlers } from './routes';

/** What msw runs: the dispatcher in front of every route. */
export const handlers = dispatcher(routeHandlers);
