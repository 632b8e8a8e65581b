// The words of the dashboard's donation report: what the charts say to someone who cannot see them.
import { formatMonth } from '@/lib/format-date';
import { formatMoney } from '@/lib/format';
import type { ReportMonth } from '@/types/api/donation-report';

/** Everything given in a month, whatever its type. */
export const monthTotal = (m: ReportMonth): number => m.donation + m.zakat + m.sadqa;

const span = (months: readonly ReportMonth[]) => `${formatMonth(months[0].month)} to ${formatMonth(months[months.length - 1].month)}`;

const sum = (months: readonly ReportMonth[], of: (m: ReportMonth) => number) => months.reduce((total, m) => total + of(m), 0);

/** 'Jan 2026 to Dec 2026: $5,800 in all (donation $2,000, zakat $3,000, sadqa $800). Highest: Mar 2026, $1,200.' */
export function byMonthSummary(months: readonly ReportMonth[]): string {
  const total = sum(months, monthTotal);
  if (total === 0) return `No donations from ${span(months)}.`;
  const highest = months.reduce((best, m) => (monthTotal(m) > monthTotal(best) ? m : best));
  const byType = `donation ${formatMoney(sum(months, (m) => m.donation))}, zakat ${formatMoney(sum(months, (m) => m.zakat))}, sadqa ${formatMoney(sum(months, (m) => m.sadqa))}`;
  return `${span(months)}: ${formatMoney(total)} in all (${byType}). Highest month: ${formatMonth(highest.month)}, ${formatMoney(monthTotal(highest))}.`;
}

/** 'Jan 2026 to Dec 2026: $600 in monthly gifts; this month 3 monthly donors gave $75.' */
export function monthlySummary(months: readonly ReportMonth[]): string {
  const total = sum(months, (m) => m.monthlyTotal);
  if (total === 0) return `No monthly gifts from ${span(months)}.`;
  const current = months[months.length - 1];
  const donors = `${current.monthlyDonors} monthly ${current.monthlyDonors === 1 ? 'donor' : 'donors'}`;
  return `${span(months)}: ${formatMoney(total)} in monthly gifts; this month ${donors} gave ${formatMoney(current.monthlyTotal)}.`;
}
