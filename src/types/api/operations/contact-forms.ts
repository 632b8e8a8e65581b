// Contact messages: mocks/handlers/contact-forms.ts.
import { z } from 'zod';
import { contactInputSchema, contactMessageSchema, contactStatusSchema } from '../contact';
import { operations } from '../openapi/operation';
import { deleteOperation, idParam } from './shared';

export const contactFormOperations = operations([
  {
    method: 'post',
    path: '/api/contact-forms',
    tag: 'Contact forms',
    operationId: 'sendContactForm',
    summary: 'Send a contact message',
    description: 'The contact page form.',
    auth: 'public',
    body: {
      json: {
        schema: contactInputSchema,
        valid: { name: 'Sam Lee', email: 'sam@example.org', subject: 'Volunteering', message: 'How can I help on weekends?' },
        invalid: { name: '', email: 'nope', message: '' },
      },
    },
    success: { status: 201, description: 'The stored message', data: contactMessageSchema },
    errors: [400, 415],
  },
  {
    method: 'get',
    path: '/api/contact-forms/admin',
    tag: 'Contact forms',
    operationId: 'listContactForms',
    summary: 'List the contact messages',
    description: 'Newest first.',
    auth: 'admin',
    success: { status: 200, description: 'Every message', data: z.array(contactMessageSchema) },
    errors: [401, 403],
  },
  {
    method: 'patch',
    path: '/api/contact-forms/{id}/status',
    tag: 'Contact forms',
    operationId: 'setContactFormStatus',
    summary: 'Mark a contact message new or read',
    auth: 'admin',
    pathParams: { id: idParam('message') },
    body: {
      json: { schema: contactStatusSchema, valid: { status: 'read' }, invalid: { status: 'archived' } },
    },
    success: { status: 200, description: 'The message', data: contactMessageSchema },
    errors: [400, 401, 403, 404, 415],
  },
  deleteOperation({
    path: '/api/contact-forms/{id}',
    tag: 'Contact forms',
    operationId: 'deleteContactForm',
    summary: 'Delete a contact message',
    id: idParam('message'),
  }),
]);
