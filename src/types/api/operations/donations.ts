// Donations: mocks/handlers/donations.ts.
import { z } from 'zod';
import { adminDonationSchema, donationInputSchema, latestDonationSchema, storedDonationSchema } from '../donations';
import { operations } from '../openapi/operation';
import { deleteOperation, idParam } from './shared';

export const donationOperations = operations([
  {
    method: 'post',
    path: '/api/donations',
    tag: 'Donations',
    operationId: 'createDonation',
    summary: 'Make a donation',
    description:
      "The donate wizard. Only the last 4 card digits and the name on the card are sent: a body carrying cardNumber, card_number or cvv is refused (400). frequency is 'one-time' (the default) or 'monthly'; a monthly gift is recorded, never charged again.",
    auth: 'public',
    body: {
      json: {
        schema: donationInputSchema,
        valid: {
          donor_name: 'Amelia Hughes',
          donor_email: 'amelia@example.org',
          donor_country: 'United Kingdom',
          amount: 25,
          donation_type: 'donation',
          campaign: 'education',
          frequency: 'monthly',
          card_last4: '4242',
          card_name: 'Amelia Hughes',
        },
        invalid: { donor_name: '', donor_email: 'nope', amount: -5, donation_type: 'gift', frequency: 'weekly', cvv: '123' },
      },
    },
    success: { status: 201, description: 'The stored donation', data: storedDonationSchema },
    errors: [400, 415],
  },
  {
    method: 'get',
    path: '/api/donations/latest',
    tag: 'Donations',
    operationId: 'listLatestDonations',
    summary: 'The latest donations',
    description: "The donor popup: the 10 newest completed donations; an anonymous donor is 'Anonymous' and not placed.",
    auth: 'public',
    success: { status: 200, description: 'The latest donations', data: z.array(latestDonationSchema) },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/donations/admin',
    tag: 'Donations',
    operationId: 'listAllDonations',
    summary: 'List every donation',
    description: 'The admin table, newest first.',
    auth: 'admin',
    success: { status: 200, description: 'Every donation', data: z.array(adminDonationSchema) },
    errors: [401, 403],
  },
  deleteOperation({
    path: '/api/donations/{id}',
    tag: 'Donations',
    operationId: 'deleteDonation',
    summary: 'Delete a donation',
    id: idParam('donation'),
  }),
]);
