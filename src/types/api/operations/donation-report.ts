// The dashboard's donation report: mocks/handlers/donation-report.ts.
import { donationReportSchema } from '../donation-report';
import { operations } from '../openapi/operation';

export const donationReportOperations = operations([
  {
    method: 'get',
    path: '/api/donations/report',
    tag: 'Donations',
    operationId: 'getDonationReport',
    summary: 'The donation report',
    description:
      "The dashboard's reports over the last 12 calendar months (UTC), the current one last: the amount by donation type per month, the monthly gifts per month (distinct donors by e-mail, and their total), and the 5 campaigns that raised most (equal amounts by campaign).",
    auth: 'admin',
    success: { status: 200, description: 'The report', data: donationReportSchema },
    errors: [401, 403],
  },
]);
