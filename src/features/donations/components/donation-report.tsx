// The views of the donation report (GET /api/donations/report): donations by month stacked by
// type, with its numbers under 'Show data'; monthly giving; the top campaigns. The dashboard lays
// them out (src/app/routes/admin/dashboard-reports.tsx).
import { BarChart, type BarCategory } from '@/components/ui/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatCard } from '@/components/ui/stat-card';
import { formatMonth } from '@/lib/format-date';
import { formatMoney } from '@/lib/format';
import type { CampaignTotal, ReportMonth } from '@/types/api/donation-report';
import { campaignName } from '@/types/api/donations';
import { byMonthSummary, monthTotal, monthlySummary } from '../utils/report-text';
import './donation-report.css';

const count = (n: number) => n.toLocaleString('en-US');

const COLUMNS: readonly DataTableColumn<ReportMonth>[] = [
  { key: 'month', header: 'Month', rowHeader: true, render: (m) => formatMonth(m.month) },
  { key: 'donation', header: 'Donation', render: (m) => formatMoney(m.donation) },
  { key: 'zakat', header: 'Zakat', render: (m) => formatMoney(m.zakat) },
  { key: 'sadqa', header: 'Sadqa', render: (m) => formatMoney(m.sadqa) },
  { key: 'total', header: 'Total', render: (m) => formatMoney(monthTotal(m)) },
  { key: 'monthlyDonors', header: 'Monthly donors', render: (m) => count(m.monthlyDonors) },
  { key: 'monthlyTotal', header: 'Monthly total', render: (m) => formatMoney(m.monthlyTotal) },
];

/** 'Jan' under each bar, with the year under the first bar and under each January. */
const categories = (months: readonly ReportMonth[]): BarCategory[] =>
  months.map((m, i) => ({ label: formatMonth(m.month, false), subLabel: i === 0 || m.month.endsWith('-01') ? m.month.slice(0, 4) : undefined }));

export function DonationsByMonth({ months }: { months: readonly ReportMonth[] }) {
  return (
    <>
      <BarChart
        title="Donations by month"
        summary={byMonthSummary(months)}
        categories={categories(months)}
        series={[
          { label: 'Donation', tone: 'primary', values: months.map((m) => m.donation) },
          { label: 'Zakat', tone: 'secondary', values: months.map((m) => m.zakat) },
          { label: 'Sadqa', tone: 'info', values: months.map((m) => m.sadqa) },
        ]}
        formatValue={formatMoney}
      />
      <details className="donation-report__data">
        <summary>Show data</summary>
        <DataTable caption="Donations by month" columns={COLUMNS} rows={months} getRowId={(m) => m.month} emptyText="No months" />
      </details>
    </>
  );
}

export function MonthlyGiving({ months }: { months: readonly ReportMonth[] }) {
  const current = months[months.length - 1];
  return (
    <>
      <div className="donation-report__figures">
        <StatCard label={`Monthly donors, ${formatMonth(current.month)}`} value={count(current.monthlyDonors)} tone="success" />
        <StatCard label={`Monthly total, ${formatMonth(current.month)}`} value={formatMoney(current.monthlyTotal)} tone="success" />
      </div>
      <BarChart
        title="Monthly gifts by month"
        summary={monthlySummary(months)}
        categories={categories(months)}
        series={[{ label: 'Monthly total', tone: 'success', values: months.map((m) => m.monthlyTotal) }]}
        formatValue={formatMoney}
      />
    </>
  );
}

export function TopCampaigns({ campaigns }: { campaigns: readonly CampaignTotal[] }) {
  if (!campaigns.length) return <p className="donation-report__empty">No donations in the last 12 months.</p>;
  const most = campaigns[0].amount;
  return (
    <ol className="donation-report__campaigns">
      {campaigns.map((c) => (
        <li key={c.campaign}>
          <span className="donation-report__campaign-name">{campaignName(c.campaign)}</span>
          <span className="donation-report__campaign-amount">
            {formatMoney(c.amount)}{' '}
            <span className="donation-report__campaign-count">
              ({count(c.donations)} {c.donations === 1 ? 'gift' : 'gifts'})
            </span>
          </span>
          <span className="donation-report__campaign-bar" aria-hidden="true" style={{ inlineSize: `${most > 0 ? (c.amount / most) * 100 : 0}%` }} />
        </li>
      ))}
    </ol>
  );
}
