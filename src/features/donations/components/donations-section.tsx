// Admin: donations. Stat cards, type and frequency filters, search over name and email (kept fast
// for 10,000 rows: a precomputed lowercase index, a deferred search value and one page of rows
// rendered), a sortable, paged table with select-all, bulk delete and PDF receipts, details and
// message modals.
import { faChartLine, faCommentDots, faDollarSign, faDownload, faEye, faTrash, faUsers } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AdminSection } from '@/components/resource/admin-section';
import { ListToolbar } from '@/components/resource/list-toolbar';
import { Button } from '@/components/ui/button';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type DataTableColumn, type RowId } from '@/components/ui/data-table';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmailText } from '@/components/ui/email-text';
import { QueryState } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/form-field';
import { StatCard } from '@/components/ui/stat-card';
import { useToast } from '@/components/ui/toast';
import { formatDate, isoDay } from '@/lib/format-date';
import { formatMoney, formatMoney2, maskCard } from '@/lib/format';
import { campaignName, frequencyLabel, type AdminDonation, type DonationType, type Frequency } from '@/types/api/donations';
import { useDeleteDonations } from '../api/delete-donations';
import { donationQueries } from '../api/donation-queries';
import {
  RECEIPT_FAILED,
  donationStatus,
  donationTypeLabel,
  donorName,
  downloadReceipt,
  downloadReceipts,
  downloadReceiptText,
} from '../utils/receipt';
import { DonationDetailsModal, DonationMessageModal } from './donation-details-modal';
import { FREQUENCY_OPTIONS } from './donation-options';
import './donations-section.css';

export const DONATION_TEXTS = {
  deleteConfirm: 'Are you sure you want to delete selected donations?',
  deleteFailed: 'Failed to delete donations. Please try again.',
  empty: 'No donations yet.',
  noMatch: 'No donations match your search.',
} as const;

export const DONATIONS_PAGE_SIZE = 10;

type TypeFilter = 'all' | DonationType;
const TYPE_FILTERS: ReadonlyArray<{ value: TypeFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'donation', label: 'Donation' },
  { value: 'zakat', label: 'Zakat' },
  { value: 'sadqa', label: 'Sadqa' },
];

type FrequencyFilter = 'all' | Frequency;
const FREQUENCY_FILTERS = [{ value: 'all', label: 'All' }, ...FREQUENCY_OPTIONS];

export type DonationFilters = { type: TypeFilter; frequency: FrequencyFilter; search: string };

type Indexed = { donation: AdminDonation; haystack: string };

/** Lowercase "first last email" per donation, built once per data load. */
export function indexDonations(donations: readonly AdminDonation[]): Indexed[] {
  return donations.map((donation) => ({
    donation,
    haystack: `${donation.firstName} ${donation.lastName}\n${donation.email}`.toLowerCase(),
  }));
}

export function filterDonations(index: readonly Indexed[], { type, frequency, search }: DonationFilters): AdminDonation[] {
  const needle = search.trim().toLowerCase();
  const result: AdminDonation[] = [];
  for (const entry of index) {
    if (type !== 'all' && entry.donation.donationType !== type) continue;
    if (frequency !== 'all' && entry.donation.frequency !== frequency) continue;
    if (needle && !entry.haystack.includes(needle)) continue;
    result.push(entry.donation);
  }
  return result;
}

export function donationStats(donations: readonly AdminDonation[]) {
  let total = 0;
  for (const d of donations) total += Number.isFinite(d.amount) ? d.amount : 0;
  const count = donations.length;
  return { total, count, average: count ? total / count : 0 };
}

const donorKind = (d: AdminDonation) => (d.anonymous ? 'Anonymous Donor' : 'Public Donor');

function bulkDeleteErrorMessage(error: unknown): string {
  // A server's own message (e.g. a 404 for a donation already gone) says more than the fallback.
  if (error instanceof Error && error.message && !/^Failed to delete donation$/.test(error.message)) {
    return `${DONATION_TEXTS.deleteFailed} (${error.message})`;
  }
  return DONATION_TEXTS.deleteFailed;
}

export function DonationsSection() {
  const donationsQuery = useQuery(donationQueries.admin());
  const donations = donationsQuery.data;
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [frequencyFilter, setFrequencyFilter] = useState<FrequencyFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<RowId>>(() => new Set());
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [messageId, setMessageId] = useState<number | null>(null);

  const deleteMutation = useDeleteDonations();
  const askConfirm = useConfirm();
  const showAlert = useAlert();
  const toast = useToast();

  const index = useMemo(() => indexDonations(donations ?? []), [donations]);
  const stats = useMemo(() => donationStats(donations ?? []), [donations]);
  const rows = useMemo(
    () => filterDonations(index, { type: typeFilter, frequency: frequencyFilter, search: deferredSearch }),
    [index, typeFilter, frequencyFilter, deferredSearch],
  );
  const byId = useMemo(() => new Map((donations ?? []).map((d) => [d.id, d])), [donations]);

  // Bulk actions act on the selected rows the current filter shows (never on hidden ones).
  const selectedRows = useMemo(() => rows.filter((d) => selectedIds.has(d.id)), [rows, selectedIds]);

  // The PDF library loads on the first receipt; if it cannot (offline, a new deploy), say so.
  const makeReceipts = useCallback(
    (make: () => Promise<void>) => {
      make().catch(() => void showAlert(RECEIPT_FAILED, { tone: 'error' }));
    },
    [showAlert],
  );
  const receiptOf = useCallback((donation: AdminDonation) => makeReceipts(() => downloadReceipt(donation)), [makeReceipts]);

  const columns = useMemo<DataTableColumn<AdminDonation>[]>(
    () => [
      {
        key: 'donor',
        header: 'Donor',
        sortable: true,
        rowHeader: true,
        sortValue: (d) => donorName(d).toLowerCase(),
        csv: donorName,
        csvParts: [{ header: 'Donor Type', value: donorKind }],
        render: (d) => (
          <div className="donations-cell">
            <span className="donations-cell__main">{donorName(d)}</span>
            <span className="donations-cell__sub">{donorKind(d)}</span>
          </div>
        ),
      },
      {
        key: 'contact',
        header: 'Contact',
        sortable: true,
        sortValue: (d) => d.email.toLowerCase(),
        csv: (d) => d.email,
        csvHeader: 'Email',
        csvParts: [
          { header: 'Phone', value: (d) => d.phone },
          { header: 'Address', value: (d) => d.address },
        ],
        render: (d) => (
          <div className="donations-cell">
            <span className="donations-cell__main">{d.email ? <EmailText email={d.email} /> : '—'}</span>
            {d.phone && <span className="donations-cell__sub">{d.phone}</span>}
            {d.address && <span className="donations-cell__sub">{d.address}</span>}
          </div>
        ),
      },
      {
        key: 'donation',
        header: 'Donation',
        sortable: true,
        sortValue: (d) => d.amount,
        // The amount as a plain number (1234.50): a spreadsheet sums it, and '$1,234.5' is text in most locales.
        csv: (d) => d.amount.toFixed(2),
        csvHeader: 'Amount',
        csvParts: [
          { header: 'Type', value: (d) => donationTypeLabel(d.donationType) },
          { header: 'Campaign', value: (d) => campaignName(d.campaign) },
          { header: 'Frequency', value: (d) => frequencyLabel(d.frequency) },
        ],
        render: (d) => (
          <div className="donations-cell">
            <span className="donations-cell__amount">{formatMoney(d.amount)}</span>
            <span className="donations-cell__sub">
              <span className={`donations-type donations-type--${d.donationType}`}>{donationTypeLabel(d.donationType)}</span>{' '}
              {campaignName(d.campaign)}
            </span>
            <span className="donations-cell__sub">{frequencyLabel(d.frequency)}</span>
          </div>
        ),
      },
      {
        key: 'payment',
        header: 'Payment',
        sortable: true,
        sortValue: (d) => d.date,
        csv: (d) => maskCard(d.cardNumber),
        csvHeader: 'Card',
        csvParts: [
          { header: 'Card Name', value: (d) => d.cardName },
          // ISO dates (2026-02-14) sort and parse in every spreadsheet.
          { header: 'Date', value: (d) => isoDay(d.date) },
        ],
        render: (d) => (
          <div className="donations-cell">
            <span className="donations-cell__main donations-cell__card">{maskCard(d.cardNumber)}</span>
            {d.cardName && <span className="donations-cell__sub">{d.cardName}</span>}
            <span className="donations-cell__sub">{formatDate(d.date)}</span>
          </div>
        ),
      },
      {
        key: 'status',
        header: 'Status',
        sortable: true,
        sortValue: (d) => donationStatus(d),
        csv: donationStatus,
        render: (d) => <span className="donations-status">{donationStatus(d)}</span>,
      },
      {
        key: 'actions',
        header: 'Actions',
        actions: true,
        render: (d) => (
          <div className="donations-actions">
            <RowAction variant="outline" icon={faEye} label="View Details" onClick={() => setDetailsId(d.id)} />
            {d.message.trim() !== '' && <RowAction variant="outline" icon={faCommentDots} label="View Message" onClick={() => setMessageId(d.id)} />}
            <RowAction variant="outline" icon={faDownload} label="Download Receipt" onClick={() => receiptOf(d)} />
          </div>
        ),
      },
    ],
    [receiptOf],
  );

  const handleBulkDelete = async () => {
    const ids = selectedRows.map((d) => d.id);
    if (ids.length === 0) return;
    if (!(await askConfirm(DONATION_TEXTS.deleteConfirm, { tone: 'danger', confirmLabel: 'Delete', title: 'Delete Donations' }))) return;
    let result;
    try {
      result = await deleteMutation.mutateAsync(ids);
    } catch (error) {
      await showAlert(bulkDeleteErrorMessage(error), { tone: 'error' });
      return;
    }
    const deleted = new Set<RowId>(result.deleted);
    setSelectedIds((current) => new Set([...current].filter((id) => !deleted.has(id))));
    if (result.failed.length > 0) {
      await showAlert(bulkDeleteErrorMessage(result.failed[0].error), { tone: 'error' });
    } else {
      toast.success(`${result.deleted.length} donation${result.deleted.length === 1 ? '' : 's'} deleted.`);
    }
  };

  const handleBulkReceipts = () => {
    if (selectedRows.length === 0) return;
    makeReceipts(() => downloadReceipts(selectedRows));
  };

  const content = (
    <QueryState
      query={donationsQuery}
      loadingLabel="Loading donations..."
      retryLabel="Try Again"
      errorMessage={(error) => error.message || 'Failed to fetch donations'}
    >
      {() => (
        <div className={search !== deferredSearch ? 'donations-table is-stale' : 'donations-table'}>
          <DataTable
            caption="Donations"
            columns={columns}
            rows={rows}
            getRowId={(d) => d.id}
            pageSize={DONATIONS_PAGE_SIZE}
            initialSort={{ key: 'payment', direction: 'desc' }}
            pageResetKey={`${typeFilter}|${frequencyFilter}|${deferredSearch}`}
            emptyText={donations?.length ? DONATION_TEXTS.noMatch : DONATION_TEXTS.empty}
            selectable={{ selectedIds, onChange: setSelectedIds }}
            paginationLabel="Donations pages"
            exportName="donations"
          />
        </div>
      )}
    </QueryState>
  );

  const details = detailsId === null ? null : (byId.get(detailsId) ?? null);
  const message = messageId === null ? null : (byId.get(messageId) ?? null);

  return (
    <AdminSection title="Donations Management" intro="Review donations, download receipts and remove test entries.">
      <div className="ui-resource-stats">
        <StatCard label="Total Amount" window="all time" value={formatMoney(stats.total)} icon={faDollarSign} tone="primary" />
        <StatCard label="Total Donors" window="all time" value={stats.count.toLocaleString('en-US')} icon={faUsers} tone="success" />
        <StatCard label="Average Donation" window="all time" value={formatMoney2(stats.average)} icon={faChartLine} tone="info" />
      </div>

      <ListToolbar
        filter={{ label: 'Filter donations by type', options: TYPE_FILTERS, value: typeFilter, onChange: setTypeFilter }}
        search={{ label: 'Search donations', placeholder: 'Search by name or email', value: search, onChange: setSearch }}
      >
        <SelectField
          label="Frequency"
          options={FREQUENCY_FILTERS}
          value={frequencyFilter}
          onChange={(event) => setFrequencyFilter(event.target.value as FrequencyFilter)}
          containerClassName="donations-section__frequency"
        />
      </ListToolbar>

      <div className="donations-section__bulk">
        <p className="donations-section__selected" aria-live="polite">
          {selectedRows.length} selected
        </p>
        <Button
          variant="danger"
          size="sm"
          icon={faTrash}
          disabled={selectedRows.length === 0}
          isLoading={deleteMutation.isPending}
          onClick={() => void handleBulkDelete()}
        >
          Delete Selected
        </Button>
        <Button variant="outline" size="sm" icon={faDownload} disabled={selectedRows.length === 0} onClick={handleBulkReceipts}>
          Download Receipts
        </Button>
      </div>

      {content}

      <DonationDetailsModal
        donation={details}
        onClose={() => setDetailsId(null)}
        onDownloadReceipt={receiptOf}
        onDownloadReceiptText={downloadReceiptText}
      />
      <DonationMessageModal donation={message} onClose={() => setMessageId(null)} />
    </AdminSection>
  );
}
