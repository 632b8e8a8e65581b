// The 3-step donate form (spec document 1: Donate, sections 4 and 5). The Next buttons do not
// validate; submitting validates everything and shows the messages on the step that holds them.
// Only the last 4 card digits and the name on the card leave the browser (toDonationBody). A draft of
// the first two steps survives a reload (sessionStorage); the card fields are never stored.
import { zodResolver } from '@hookform/resolvers/zod';
import { faArrowLeft, faArrowRight, faHandHoldingHeart, faLock } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/dialog-provider';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { fieldBinding } from '@/components/ui/field-binding';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { storageKeys } from '@/lib/storage';
import { useReturnToTop } from '@/lib/use-return-to-top';
import { readSessionDraft, useSessionDraft, type DraftConfig } from '@/lib/use-session-draft';
import { readDonatePrefill } from '@/types/api/donate-prefill';
import {
  DEFAULT_CAMPAIGN,
  DEFAULT_FREQUENCY,
  DONATION_MESSAGES,
  PRESET_AMOUNTS,
  donateFormSchema,
  toDonationBody,
  type DonateForm,
  type DonateFormValues,
  type StoredDonation,
} from '@/types/api/donations';
import { useCreateDonation } from '../api/create-donation';
import { DonateSteps } from './donate-steps';
import { DonationSummary } from './donation-summary';
import { ThankYouDialog } from './thank-you-dialog';
import { CAMPAIGN_OPTIONS, DONATION_TYPE_OPTIONS, FREQUENCY_OPTIONS } from './donation-options';
import './donate-wizard.css';

export const DONATE_STEPS = ['Amount', 'Details', 'Payment'] as const;

type FieldName = FieldPath<DonateFormValues>;

/** Which step shows each field (for placing validation messages). */
const STEP_FIELDS: readonly (readonly FieldName[])[] = [
  ['amount', 'frequency', 'donationType', 'campaign', 'anonymous', 'message'],
  ['firstName', 'lastName', 'email', 'phone', 'address'],
  ['cardName', 'cardNumber', 'expiryDate', 'cvv'],
];

/** Server field names (the request body) mapped back to the form's fields. */
const SERVER_FIELDS: Record<string, FieldName> = {
  donor_name: 'firstName',
  donor_email: 'email',
  donor_phone: 'phone',
  donor_country: 'address',
  amount: 'amount',
  donation_type: 'donationType',
  campaign: 'campaign',
  frequency: 'frequency',
  message: 'message',
  card_name: 'cardName',
  card_last4: 'cardNumber',
};

const DEFAULT_VALUES: DonateFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  amount: '',
  donationType: 'donation',
  campaign: DEFAULT_CAMPAIGN,
  frequency: DEFAULT_FREQUENCY,
  anonymous: false,
  message: '',
  cardName: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
};

/** The draft kept across a reload: the step and the Amount and Details fields, never the card fields. */
const DRAFT: DraftConfig<DonateFormValues> = {
  key: storageKeys.donateDraft,
  fields: [...STEP_FIELDS[0], ...STEP_FIELDS[1]],
  defaults: DEFAULT_VALUES,
  steps: DONATE_STEPS.length,
};

/** The preset buttons; only they re-render when the amount changes. */
function AmountPresets({ control, onChoose }: { control: Control<DonateFormValues>; onChoose: (amount: number) => void }) {
  const amount = Number(useWatch({ control, name: 'amount' }));
  return (
    <div className="donate-amounts__presets">
      {PRESET_AMOUNTS.map((preset) => (
        <button key={preset} type="button" className="donate-amounts__preset" aria-pressed={amount === preset} onClick={() => onChoose(preset)}>
          {formatMoney(preset)}
        </button>
      ))}
    </div>
  );
}

function stepsWithErrors(errors: FieldErrors<DonateFormValues>): Set<number> {
  const steps = new Set<number>();
  STEP_FIELDS.forEach((fields, index) => {
    if (fields.some((field) => errors[field])) steps.add(index);
  });
  return steps;
}

export function DonateWizard() {
  const id = useId();
  const showAlert = useAlert();
  const [draft] = useState(() => readSessionDraft(DRAFT));
  const [searchParams] = useSearchParams();
  // '?type=zakat&amount=123.45' (the zakat calculator) fills step 1 over any draft, and starts there.
  const [prefill] = useState(() => readDonatePrefill(searchParams));
  const prefilled = prefill.type !== undefined || prefill.amount !== undefined;
  const [step, setStep] = useState(prefilled ? 0 : (draft?.step ?? 0));
  const [thanksOpen, setThanksOpen] = useState(false);
  // The gift just made, for the Thank You modal (kept while it closes).
  const [gift, setGift] = useState<StoredDonation | null>(null);
  // Bumped after a failed submit: the first invalid field of the step shown takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const wizardRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const returnToTop = useReturnToTop(wizardRef, stepHeadingRef);
  const movedByUser = useRef(false);
  const createDonation = useCreateDonation();

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    subscribe,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<DonateFormValues, unknown, DonateForm>({
    resolver: zodResolver(donateFormSchema),
    defaultValues: {
      ...DEFAULT_VALUES,
      ...draft?.values,
      ...(prefill.type && { donationType: prefill.type }),
      ...(prefill.amount !== undefined && { amount: prefill.amount }),
    },
    // Fields of other steps are not on screen; focus is moved by hand (see focusRequest).
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);

  useSessionDraft(DRAFT, { subscribe, getValues }, step);

  const invalidSteps = stepsWithErrors(errors);
  const otherInvalidSteps = [...invalidSteps].filter((index) => index !== step);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, step]);

  // Moving between steps puts focus on the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    stepHeadingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    movedByUser.current = true;
    setStep(Math.min(Math.max(next, 0), DONATE_STEPS.length - 1));
  };

  const choosePreset = (amount: number) => {
    setValue('amount', amount, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const onValid = async (form: DonateForm) => {
    try {
      const created = await createDonation.mutateAsync(toDonationBody(form));
      // Blank on the first step: the draft goes too.
      reset(DEFAULT_VALUES);
      setStep(0);
      setGift(created);
      setThanksOpen(true);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.errors)) {
          const field = SERVER_FIELDS[key];
          if (field) setError(field, { type: 'server', message });
        }
      }
      void showAlert(DONATION_MESSAGES.failed, { title: 'Donation Failed', tone: 'error' });
    }
  };

  const onInvalid = (formErrors: FieldErrors<DonateFormValues>) => {
    const withErrors = stepsWithErrors(formErrors);
    // Stay on the step shown when it has errors; else go to the first step that has.
    if (!withErrors.has(step) && withErrors.size) setStep(Math.min(...withErrors));
    setFocusRequest((n) => n + 1);
  };

  // The button is disabled only once React re-renders: a double click must not send twice.
  const busy = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (step < DONATE_STEPS.length - 1) {
      // Enter in a field of an earlier step moves on instead of submitting.
      goTo(step + 1);
      return;
    }
    busy.current = true;
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      busy.current = false;
    });
  };

  const last = step === DONATE_STEPS.length - 1;
  const stepTitle = [`Choose Your Donation`, 'Your Details', 'Payment Information'][step];

  return (
    <div ref={wizardRef} className="donate-wizard form-card">
      <DonateSteps steps={DONATE_STEPS} current={step} invalid={isSubmitted ? invalidSteps : undefined} />

      <form method="post" ref={formRef} className="donate-wizard__form" noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-step-title`} ref={stepHeadingRef} tabIndex={-1} className="form-step-title">
          <span className="form-step-title__count">
            Step {step + 1} of {DONATE_STEPS.length}
          </span>
          {stepTitle}
        </h2>

        {otherInvalidSteps.length ? (
          <div className="donate-wizard__notice" role="alert">
            <p>Some details need your attention before we can process your donation:</p>
            <ul>
              {otherInvalidSteps.map((index) => (
                <li key={index}>
                  <button type="button" className="donate-wizard__notice-link" onClick={() => goTo(index)}>
                    Review {DONATE_STEPS[index]}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {step === 0 ? (
          <div className="ui-form">
            <fieldset className="donate-amounts">
              <legend className="donate-amounts__legend">Select an amount</legend>
              <AmountPresets control={control} onChoose={choosePreset} />
              <TextField
                label="Custom Amount"
                type="number"
                inputMode="decimal"
                min={1}
                step="any"
                placeholder="Enter any amount"
                containerClassName="donate-amounts__custom"
                error={errors.amount?.message}
                hint="In US dollars (USD)."
                {...register('amount')}
              />
            </fieldset>
            <RadioGroupField label="Frequency" options={FREQUENCY_OPTIONS} {...field('frequency')} />
            <div className="ui-form-row">
              <SelectField label="Donation Type" options={DONATION_TYPE_OPTIONS} {...field('donationType')} />
              <SelectField label="Campaign" options={CAMPAIGN_OPTIONS} {...field('campaign')} />
            </div>
            <CheckboxField label="Make this donation anonymous" hint="Your name and country will not be shown publicly." {...register('anonymous')} />
            <TextAreaField label="Message" rows={3} placeholder="Leave a message of support (optional)" {...field('message')} />
          </div>
        ) : null}

        {step === 1 ? (
          <div className="ui-form">
            <div className="ui-form-row">
              <TextField label="First Name" required autoComplete="given-name" {...field('firstName')} />
              <TextField label="Last Name" required autoComplete="family-name" {...field('lastName')} />
            </div>
            <div className="ui-form-row">
              <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
              <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            </div>
            <TextField
              label="Address"
              autoComplete="street-address"
              placeholder="Street, city, country"
              hint="The last part is read as your country, e.g. '10 High Street, London, United Kingdom'."
              {...field('address')}
            />
          </div>
        ) : null}

        {step === 2 ? (
          <div className="split donate-wizard__payment">
            <div className="ui-form">
              <p className="donate-wizard__secure">
                <Icon name={faLock} /> Your card details stay in your browser: we only keep the last 4 digits.
              </p>
              <TextField label="Name on Card" required autoComplete="cc-name" {...field('cardName')} />
              <TextField
                label="Card Number"
                required
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                maxLength={23}
                {...field('cardNumber')}
              />
              <div className="ui-form-row">
                <TextField
                  label="Expiry Date"
                  required
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={5}
                  {...field('expiryDate')}
                />
                <TextField label="CVV" required inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...field('cvv')} />
              </div>
            </div>
            <DonationSummary control={control} />
          </div>
        ) : null}

        <div className="form-step-actions">
          {last ? (
            <Button key="submit" type="submit" variant="secondary" icon={faHandHoldingHeart} isLoading={createDonation.isPending}>
              Donate Now
            </Button>
          ) : (
            <Button key="next" onClick={() => goTo(step + 1)}>
              Next <Icon name={faArrowRight} />
            </Button>
          )}
          {step > 0 ? (
            <Button variant="outline" icon={faArrowLeft} onClick={() => goTo(step - 1)}>
              Back
            </Button>
          ) : null}
        </div>
      </form>

      <ThankYouDialog
        open={thanksOpen}
        donation={gift}
        onClose={() => {
          setThanksOpen(false);
          returnToTop();
        }}
      />
    </div>
  );
}
