// Events and blog posts: mocks/handlers/events.ts.
import { z } from 'zod';
import { eventPostSchema } from '../events';
import { operations } from '../openapi/operation';
import { limitParam } from './shared';

export const eventOperations = operations([
  {
    method: 'get',
    path: '/api/events',
    tag: 'Events',
    operationId: 'listEvents',
    summary: 'List the events and blog posts',
    description: "Newest first. The posts live in the browser's localStorage (key events), which the admin writes; without any, the seed posts.",
    auth: 'public',
    query: { limit: limitParam(6, 100, 6) },
    success: { status: 200, description: 'The posts', data: z.array(eventPostSchema) },
    errors: [400],
  },
]);
