import { faCircleCheck, faDownload } from '@fortawesome/free-solid-svg-icons';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { formatMoney } from '@/lib/format';
import { DONATION_MESSAGES, toAdminDonation, type StoredDonation } from '@/types/api/donations';
import { RECEIPT_FAILED, downloadReceipt } from '../utils/receipt';

/** What the Thank You modal says of a monthly gift. Nothing is charged: it only starts. */
export function monthlyGiftText(amount: number): string {
  return `Your monthly gift of ${formatMoney(amount)} starts today.`;
}

type ThankYouDialogProps = {
  open: boolean;
  /** The gift just made: its receipt is offered. */
  donation: StoredDonation | null;
  onClose: () => void;
};

/** Spec: the Thank You modal after a successful donation, closed with Continue. */
export function ThankYouDialog({ open, donation, onClose }: ThankYouDialogProps) {
  const textId = useId();
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
    <Dialog
      open={open}
      onClose={close}
      title="Thank You!"
      size="sm"
      aria-describedby={textId}
      className="ui-message-dialog-panel"
      footer={
        <>
          {donation && (
            <Button variant="outline" icon={faDownload} onClick={download}>
              Download Receipt
            </Button>
          )}
          <Button onClick={close} data-autofocus>
            Continue
          </Button>
        </>
      }
    >
      <div className="ui-message-dialog">
        <span className="ui-message-dialog__icon ui-message-dialog__icon--success" aria-hidden="true">
          <Icon name={faCircleCheck} />
        </span>
        <div id={textId} className="ui-message-dialog__text">
          <p>{DONATION_MESSAGES.thankYou}</p>
          {donation?.frequency === 'monthly' && <p>{monthlyGiftText(donation.amount)}</p>}
        </div>
        {receiptFailed && (
          <p role="alert" className="ui-field-error">
            {RECEIPT_FAILED}
          </p>
        )}
      </div>
    </Dialog>
  );
}
