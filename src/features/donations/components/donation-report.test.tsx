import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/testing/test-utils';
import type { ReportMonth } from '@/types/api/donation-report';
import { DonationsByMonth, MonthlyGiving, TopCampaigns } from './donation-report';

const empty = (month: string): ReportMonth => ({ month, donation: 0, zakat: 0, sadqa: 0, monthlyDonors: 0, monthlyTotal: 0 });

// March 2025 to February 2026, with gifts in December and February.
const MONTHS: ReportMonth[] = [
  ...['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11'].map(empty),
  { month: '2025-12', donation: 1200, zakat: 300, sadqa: 0, monthlyDonors: 2, monthlyTotal: 40 },
  empty('2026-01'),
  { month: '2026-02', donation: 50.5, zakat: 0, sadqa: 25, monthlyDonors: 1, monthlyTotal: 25 },
];

describe('DonationsByMonth', () => {
  it('is one image named Donations by month, described by its summary, with a bar part per type and month given', () => {
    render(<DonationsByMonth months={MONTHS} />);
    const chart = screen.getByRole('img', { name: 'Donations by month' });
    expect(chart).toHaveAccessibleDescription(
      'Mar 2025 to Feb 2026: $1,575.5 in all (donation $1,250.5, zakat $300, sadqa $25). Highest month: Dec 2025, $1,500.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(within(chart).getByText('2025')).toBeInTheDocument();
    expect(within(chart).getByText('2026')).toBeInTheDocument();
  });

  it("shows its numbers in a table under 'Show data', one row per month", async () => {
    const user = userEvent.setup();
    render(<DonationsByMonth months={MONTHS} />);
    const table = screen.getByRole('table', { name: 'Donations by month', hidden: true });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText('Show data'));
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Donation', 'Zakat', 'Sadqa', 'Total', 'Monthly donors', 'Monthly total']);
    expect(rows[9]).toHaveTextContent(/^Dec 2025\$1,200\$300\$0\$1,500 ?2\$40$/);
  });

  it('says so when nothing was given', () => {
    render(<DonationsByMonth months={MONTHS.map((m) => empty(m.month))} />);
    expect(screen.getByRole('img', { name: 'Donations by month' })).toHaveAccessibleDescription('No donations from Mar 2025 to Feb 2026.');
  });
});

describe('MonthlyGiving', () => {
  it("shows this month's monthly donors and total, and the monthly total by month", () => {
    render(<MonthlyGiving months={MONTHS} />);
    expect(screen.getByText('Monthly donors, Feb 2026').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Monthly total, Feb 2026').nextElementSibling).toHaveTextContent('$25');
    expect(screen.getByRole('img', { name: 'Monthly gifts by month' })).toHaveAccessibleDescription(
      'Mar 2025 to Feb 2026: $65 in monthly gifts; this month 1 monthly donor gave $25.',
    );
  });
});

describe('TopCampaigns', () => {
  it('lists the campaigns by the names people read, in the order given', () => {
    render(
      <TopCampaigns
        campaigns={[
          { campaign: 'zakat', amount: 3850, donations: 7 },
          { campaign: 'education', amount: 100, donations: 1 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Zakat Campaigning$3,850 (7 gifts)', "Children's Education$100 (1 gift)"]);
  });
});
