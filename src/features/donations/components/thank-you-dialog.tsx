import { faDownload } from '@fortawesome/free-solid-svg-icons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { formatMoney } from '@/lib/format';
import { campaignName, DONATION_MESSAGES, frequencyLabel, toAdminDonation, type StoredDonation } from '@/types/api/donations';
import { RECEIPT_FAILED, downloadReceipt } from '../utils/receipt';
import './thank-you-dialog.css';

/** What the Thank You modal says of a monthly gift. Nothing is charged: it only starts. */
export function monthlyGiftText(amount: number): string {
  return `Your monthly gift of ${formatMoney(amount)} starts today.`;
}

type ThankYouDialogProps = {
  open: boolean;
  /** The gift just made: what was given is shown, and its receipt offered. */
  donation: StoredDonation | null;
  onClose: () => void;
};

/** What was given, beside its receipt's download. */
function GiftSummary({ donation, onDownload }: { donation: StoredDonation; onDownload: () => void }) {
  return (
    <div className="thank-you__gift">
      <dl className="thank-you__summary">
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(donation.amount)}</dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{frequencyLabel(donation.frequency)}</dd>
        </div>
        <div>
          <dt>Campaign</dt>
          <dd>{campaignName(donation.campaign)}</dd>
        </div>
      </dl>
      <Button variant="outline" size="sm" icon={faDownload} onClick={onDownload}>
        Download Receipt
      </Button>
    </div>
  );
}

/** Spec: the Thank You modal after a successful donation, closed with Continue. */
export function ThankYouDialog({ open, donation, onClose }: ThankYouDialogProps) {
  const [receiptFailed, setReceiptFailed] = useState(false);

  const download = () => {
    if (!donation) return;
    setReceiptFailed(false);
    downloadReceipt(toAdminDonation(donation)).catch(() => setReceiptFailed(true));
  };

  const close = () => {
    setReceiptFailed(false);
    onClose();
  };

  return (
    <SuccessDialog
      open={open}
      onClose={close}
      title="Thank You!"
      extra={
        <>
          {donation && <GiftSummary donation={donation} onDownload={download} />}
          {receiptFailed && (
            <p role="alert" className="ui-field-error">
              {RECEIPT_FAILED}
            </p>
          )}
        </>
      }
    >
      <p>{DONATION_MESSAGES.thankYou}</p>
      {donation?.frequency === 'monthly' && <p>{monthlyGiftText(donation.amount)}</p>}
    </SuccessDialog>
  );
}
