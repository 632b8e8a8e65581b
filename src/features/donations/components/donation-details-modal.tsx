import { EmailText } from '@/components/ui/email-text';
import { faDownload, faFileLines } from '@fortawesome/free-solid-svg-icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format-date';
import { formatMoney, maskCard } from '@/lib/format';
import { campaignName, frequencyLabel, type AdminDonation } from '@/types/api/donations';
import { donationStatus, donationTypeLabel, donorName, receiptNumber } from '../utils/receipt';

type DonationDetailsModalProps = {
  donation: AdminDonation | null;
  onClose: () => void;
  onDownloadReceipt: (donation: AdminDonation) => void;
  onDownloadReceiptText: (donation: AdminDonation) => void;
};

/** Every field of one donation (card as its last 4 digits only). */
export function DonationDetailsModal({ donation, onClose, onDownloadReceipt, onDownloadReceiptText }: DonationDetailsModalProps) {
  return (
    <Dialog
      open={donation !== null}
      onClose={onClose}
      title="Donation Details"
      size="lg"
      footer={
        donation && (
          <>
            <Button variant="outline" icon={faFileLines} onClick={() => onDownloadReceiptText(donation)}>
              Download Receipt (text)
            </Button>
            <Button icon={faDownload} onClick={() => onDownloadReceipt(donation)}>
              Download Receipt
            </Button>
          </>
        )
      }
    >
      {donation && (
        <div className="donations-details">
          <section aria-labelledby="donation-details-donor">
            <h3 id="donation-details-donor">Donor</h3>
            <dl>
              <dt>Name</dt>
              <dd>{donorName(donation)}</dd>
              <dt>Visibility</dt>
              <dd>{donation.anonymous ? 'Anonymous Donor' : 'Public Donor'}</dd>
              <dt>Email</dt>
              <dd>{donation.email ? <EmailText email={donation.email} /> : '—'}</dd>
              <dt>Phone</dt>
              <dd>{donation.phone || '—'}</dd>
              <dt>Address</dt>
              <dd>{donation.address || '—'}</dd>
            </dl>
          </section>
          <section aria-labelledby="donation-details-donation">
            <h3 id="donation-details-donation">Donation</h3>
            <dl>
              <dt>Receipt No</dt>
              <dd>{receiptNumber(donation)}</dd>
              <dt>Amount</dt>
              <dd>{formatMoney(donation.amount)}</dd>
              <dt>Type</dt>
              <dd>{donationTypeLabel(donation.donationType)}</dd>
              <dt>Campaign</dt>
              <dd>{campaignName(donation.campaign) || '—'}</dd>
              <dt>Frequency</dt>
              <dd>{frequencyLabel(donation.frequency) || '—'}</dd>
              <dt>Status</dt>
              <dd>{donationStatus(donation)}</dd>
            </dl>
          </section>
          <section aria-labelledby="donation-details-payment">
            <h3 id="donation-details-payment">Payment</h3>
            <dl>
              <dt>Card</dt>
              <dd>{maskCard(donation.cardNumber)}</dd>
              <dt>Name on Card</dt>
              <dd>{donation.cardName || '—'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(donation.date)}</dd>
            </dl>
          </section>
          {donation.message && (
            <section aria-labelledby="donation-details-message" className="donations-details__message">
              <h3 id="donation-details-message">Message</h3>
              <p className="prewrap">{donation.message}</p>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}

type DonationMessageModalProps = { donation: AdminDonation | null; onClose: () => void };

/** The donor's message on its own. */
export function DonationMessageModal({ donation, onClose }: DonationMessageModalProps) {
  return (
    <Dialog open={donation !== null} onClose={onClose} title="Donor Message" size="md">
      {donation && (
        <div className="donations-message">
          <p className="donations-message__from">
            From <strong>{donorName(donation)}</strong> on {formatDate(donation.date)}
          </p>
          <blockquote className="donations-message__text prewrap">{donation.message}</blockquote>
        </div>
      )}
    </Dialog>
  );
}
