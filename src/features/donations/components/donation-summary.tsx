import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formatMoney, maskCard } from '@/lib/format';
import type { DonateFormValues, DonationType } from '@/types/api/donations';
import { DONATION_TYPE_LABELS, campaignLabel } from './donation-options';
import './donate-wizard.css';

/** The payment step's summary: what will be given, by whom, with which card (last 4 digits only). */
export function DonationSummary({ control }: { control: Control<DonateFormValues> }) {
  const values = useWatch({ control });
  const titleId = useId();
  const amount = Number(values.amount);
  const hasAmount = values.amount !== '' && Number.isFinite(amount) && amount > 0;
  const name = `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim();
  const type = DONATION_TYPE_LABELS[values.donationType as DonationType] ?? values.donationType;

  return (
    <section className="donate-summary" aria-labelledby={titleId}>
      <h3 id={titleId} className="donate-summary__title">
        Donation Summary
      </h3>
      <dl className="donate-summary__list">
        <div>
          <dt>Amount</dt>
          <dd className="donate-summary__amount">
            {hasAmount ? `${formatMoney(amount)}${values.frequency === 'monthly' ? ' per month' : ''}` : 'Not chosen yet'}
          </dd>
        </div>
        <div>
          <dt>Donation Type</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>Campaign</dt>
          <dd>{campaignLabel(values.campaign)}</dd>
        </div>
        <div>
          <dt>Donor</dt>
          <dd>{values.anonymous ? 'Anonymous' : name || 'Not given yet'}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{maskCard(values.cardNumber)}</dd>
        </div>
      </dl>
    </section>
  );
}
