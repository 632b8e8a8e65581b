// The zakat calculator: what a person owns, the nisab basis, and the result beside them, worked out
// as they type. Figures that do not validate get their message at the field and hold the result
// back. 'Pay Zakat Now' opens the donate wizard with the amount due and the type zakat.
import { zodResolver } from '@hookform/resolvers/zod';
import { faHandHoldingHeart } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatMoney2 } from '@/lib/format';
import { NISAB_GRAMS, type ZakatPrices } from '@/types/api/settings';
import { zakatPricesQuery } from '../api/zakat-prices-query';
import { calculateZakat } from '../utils/zakat';
import { EMPTY_ZAKAT_FORM, NISAB_BASES, ZAKAT_FIELDS, zakatFormSchema, type ZakatForm, type ZakatFormValues } from '../utils/zakat-form';
import './zakat-calculator.css';

/** Each basis as its radio reads and as the nisab line names it. */
const BASES = {
  silver: { radio: `Silver (${NISAB_GRAMS.silver} g)`, weight: `${NISAB_GRAMS.silver} g of silver` },
  gold: { radio: `Gold (${NISAB_GRAMS.gold} g)`, weight: `${NISAB_GRAMS.gold} g of gold` },
} as const;

export function ZakatCalculator() {
  const resultTitleId = useId();
  const pricesQuery = useQuery(zakatPricesQuery());
  const {
    register,
    control,
    formState: { errors },
  } = useForm<ZakatFormValues, unknown, ZakatForm>({
    resolver: zodResolver(zakatFormSchema),
    defaultValues: EMPTY_ZAKAT_FORM,
    // Each figure is checked as it is typed, so a letter gets its message at once.
    mode: 'onChange',
  });
  const values = useWatch({ control });
  const parsed = zakatFormSchema.safeParse(values);

  return (
    <div className="grid grid--sidebar zakat-calculator">
      <form method="post" className="card zakat-calculator__form ui-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <fieldset className="zakat-calculator__fields">
          <legend>Your wealth today, in US dollars</legend>
          <p className="zakat-calculator__note">Leave a field empty if it does not apply: it counts as $0.</p>
          {ZAKAT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              hint={field.hint}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              error={errors[field.name]?.message}
              {...register(field.name)}
            />
          ))}
        </fieldset>
        <fieldset className="zakat-calculator__basis">
          <legend>Nisab basis</legend>
          {NISAB_BASES.map((basis) => (
            <label key={basis} className="zakat-calculator__radio">
              <input type="radio" value={basis} {...register('basis')} />
              {BASES[basis].radio}
            </label>
          ))}
        </fieldset>
      </form>

      <section className="card zakat-calculator__result" aria-labelledby={resultTitleId}>
        <h2 id={resultTitleId}>Your Zakat</h2>
        <QueryState query={pricesQuery} loadingLabel="Loading gold and silver prices..." retryLabel="Try Again">
          {(prices) => <ZakatResult prices={prices} form={parsed.success ? parsed.data : null} />}
        </QueryState>
      </section>
    </div>
  );
}

function ZakatResult({ prices, form }: { prices: ZakatPrices; form: ZakatForm | null }) {
  const navigate = useNavigate();
  const priceNote = (
    <p className="zakat-calculator__prices">
      Gold {formatMoney2(prices.goldPricePerGram)} and silver {formatMoney2(prices.silverPricePerGram)} per gram, set on{' '}
      {formatDate(prices.pricesSetAt)}.
    </p>
  );
  if (!form) {
    return (
      <>
        <p className="zakat-calculator__status" aria-live="polite">
          Correct the figures marked in the form to see your zakat.
        </p>
        {priceNote}
      </>
    );
  }
  const { basis, ...assets } = form;
  const result = calculateZakat(assets, prices, basis);
  return (
    <>
      <dl className="zakat-calculator__figures">
        <div>
          <dt>Nisab ({BASES[basis].weight})</dt>
          <dd>{formatMoney2(result.nisab)}</dd>
        </div>
        <div>
          <dt>Zakatable total</dt>
          <dd>{formatMoney2(result.zakatable)}</dd>
        </div>
        <div>
          <dt>Reaches the nisab</dt>
          <dd>{result.reachesNisab ? 'Yes' : 'No'}</dd>
        </div>
        <div className="zakat-calculator__due">
          <dt>Zakat due (2.5%)</dt>
          <dd>{formatMoney2(result.due)}</dd>
        </div>
      </dl>
      <p className="zakat-calculator__status" aria-live="polite">
        {result.reachesNisab
          ? `Your wealth reaches the nisab: ${formatMoney2(result.due)} of zakat is due.`
          : 'Your wealth is below the nisab: no zakat is due.'}
      </p>
      {priceNote}
      <Button
        variant="secondary"
        size="lg"
        block
        icon={faHandHoldingHeart}
        disabled={result.due <= 0}
        onClick={() => navigate(paths.donate.getHref({ type: 'zakat', amount: result.due }))}
      >
        Pay Zakat Now
      </Button>
    </>
  );
}
