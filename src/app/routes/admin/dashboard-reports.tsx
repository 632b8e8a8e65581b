// The dashboard's reports, from real data, below the spec's placeholder figures (which stay): one
// small request (GET /api/donations/report) feeds three panels.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { donationQueries } from '@/features/donations/api/donation-queries';
import { DonationsByMonth, MonthlyGiving, TopCampaigns } from '@/features/donations/components/donation-report';
import type { DonationReport } from '@/types/api/donation-report';

function ReportPanel({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<DonationReport>;
  children: (report: DonationReport) => ReactNode;
}) {
  return (
    <section className={`dashboard-home__panel dashboard-home__report--${id}`} aria-labelledby={`dashboard-report-${id}`}>
      <h3 id={`dashboard-report-${id}`} className="dashboard-home__panel-title">
        {title}
      </h3>
      {/* Every report covers the same span, named beside the all-time figures above. */}
      <p className="dashboard-home__panel-window">Last 12 months</p>
      <QueryState query={query} loadingLabel="Loading the report...">
        {children}
      </QueryState>
    </section>
  );
}

export function DashboardReports() {
  const report = useQuery(donationQueries.report());
  return (
    <div className="dashboard-home__reports">
      <ReportPanel id="by-month" title="Donations by month" query={report}>
        {(r) => <DonationsByMonth months={r.months} />}
      </ReportPanel>
      <ReportPanel id="monthly" title="Monthly giving" query={report}>
        {(r) => <MonthlyGiving months={r.months} />}
      </ReportPanel>
      <ReportPanel id="campaigns" title="Top 5 campaigns" query={report}>
        {(r) => <TopCampaigns campaigns={r.topCampaigns} />}
      </ReportPanel>
    </div>
  );
}
