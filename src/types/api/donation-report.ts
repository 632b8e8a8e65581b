// GET /api/donations/report: the dashboard's reports, aggregated by the backend so that the page
// gets a few hundred bytes even when there are 10,000 donations (the `big` scenario).
import { z } from 'zod';

/** How many calendar months the report covers, the current one last. */
export const REPORT_MONTHS = 12;

/** How many campaigns the report ranks. */
export const TOP_CAMPAIGNS = 5;

const money = z.number().nonnegative();
const count = z.number().int().nonnegative();

/** One calendar month (UTC): the amount given by each donation type (DONATION_TYPES), and the monthly gifts. */
export const reportMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  donation: money,
  zakat: money,
  sadqa: money,
  /** Distinct donors (by e-mail) who gave a monthly gift that month. */
  monthlyDonors: count,
  /** The amount of that month's monthly gifts. */
  monthlyTotal: money,
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const campaignTotalSchema = z.object({
  /** The stored campaign value ('education'); campaignName() gives what people read. */
  campaign: z.string(),
  amount: money,
  donations: count,
});
export type CampaignTotal = z.infer<typeof campaignTotalSchema>;

export const donationReportSchema = z.object({
  /** The last REPORT_MONTHS months, oldest first; a month without gifts is there with zeros. */
  months: z.array(reportMonthSchema).length(REPORT_MONTHS),
  /** The campaigns that raised most over those months, most first (ties by campaign), at most TOP_CAMPAIGNS. */
  topCampaigns: z.array(campaignTotalSchema).max(TOP_CAMPAIGNS),
});
export type DonationReport = z.infer<typeof donationReportSchema>;
