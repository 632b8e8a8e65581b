// Volunteer applications: mocks/handlers/volunteers.ts.
import { z } from 'zod';
import { operations } from '../openapi/operation';
import { adminVolunteerSchema, volunteerInputSchema, volunteerSchema, volunteerStatusSchema } from '../volunteers';
import { deleteOperation, idParam } from './shared';

export const volunteerOperations = operations([
  {
    method: 'post',
    path: '/api/volunteers',
    tag: 'Volunteers',
    operationId: 'applyToVolunteer',
    summary: 'Apply to volunteer',
    description: 'The volunteer form. Stored as submitted, awaiting approval (status pending).',
    auth: 'public',
    body: {
      json: {
        schema: volunteerInputSchema,
        valid: {
          name: 'Noor Khan',
          email: 'noor@example.org',
          phone: '+44 20 7946 0000',
          address: '1 High Street, London, UK',
          age: 28,
          skills: 'Cooking, driving',
          availability: 'Weekends',
          motivation: 'I want to help my community.',
        },
        invalid: { name: '', email: 'nope', age: 12, availability: 'Never' },
      },
    },
    success: { status: 201, description: 'The stored application', data: volunteerSchema },
    errors: [400, 415],
  },
  {
    method: 'get',
    path: '/api/volunteers/admin',
    tag: 'Volunteers',
    operationId: 'listVolunteers',
    summary: 'List the volunteer applications',
    description: 'Newest first, the name split in firstName and lastName, skills as text.',
    auth: 'admin',
    success: { status: 200, description: 'Every application', data: z.array(adminVolunteerSchema) },
    errors: [401, 403],
  },
  {
    method: 'patch',
    path: '/api/volunteers/{id}/status',
    tag: 'Volunteers',
    operationId: 'setVolunteerStatus',
    summary: 'Approve a volunteer application',
    description: 'Approve sends approved.',
    auth: 'admin',
    pathParams: { id: idParam('application') },
    body: {
      json: { schema: volunteerStatusSchema, valid: { status: 'approved' }, invalid: { status: 'rejected' } },
    },
    success: { status: 200, description: 'The application', data: adminVolunteerSchema },
    errors: [400, 401, 403, 404, 415],
  },
  deleteOperation({
    path: '/api/volunteers/{id}',
    tag: 'Volunteers',
    operationId: 'deleteVolunteer',
    summary: 'Delete a volunteer application',
    id: idParam('application'),
  }),
]);
