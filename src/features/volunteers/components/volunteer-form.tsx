// The public 3-step volunteer application (spec document 1: Volunteer, sections 4 and 5). Next
// validates the step shown; Previous goes back without checking. On success the form resets to
// step 1; on failure the input is kept. A draft (step and fields) survives a reload.
import { zodResolver } from '@hookform/resolvers/zod';
import { faArrowLeft, faArrowRight, faCheck, faPaperPlane } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { useAlert } from '@/components/ui/dialog-provider';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { NameEmailRow } from '@/components/ui/name-email-row';
import { fieldBinding } from '@/components/ui/field-binding';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { useReturnToTop } from '@/lib/use-return-to-top';
import { readSessionDraft, useSessionDraft, type DraftConfig } from '@/lib/use-session-draft';
import {
  AVAILABILITY,
  MAX_VOLUNTEER_AGE,
  MIN_VOLUNTEER_AGE,
  VOLUNTEER_MESSAGES,
  VOLUNTEER_STEP_FIELDS,
  volunteerInputSchema,
  type VolunteerInput,
  type VolunteerInputValues,
} from '@/types/api/volunteers';
import { useCreateVolunteer } from '../api/create-volunteer';

export const VOLUNTEER_STEPS = ['Personal Info', 'Skills & Motivation', 'Availability'] as const;
const STEP_TITLES = ['Tell Us About Yourself', 'Your Skills and Motivation', 'When Can You Help?'] as const;

type FieldName = FieldPath<VolunteerInputValues>;

const EMPTY: VolunteerInputValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  age: '',
  skills: '',
  experience: '',
  motivation: '',
  availability: '',
  emergency_contact: '',
  emergency_phone: '',
};

/** The draft kept across a reload: the step and every field (the form holds no card data). */
const DRAFT: DraftConfig<VolunteerInputValues> = {
  key: storageKeys.volunteerDraft,
  fields: Object.keys(EMPTY) as (keyof VolunteerInputValues)[],
  defaults: EMPTY,
  steps: VOLUNTEER_STEPS.length,
};

const AVAILABILITY_OPTIONS = AVAILABILITY.map((value) => ({ value, label: value }));

function firstStepWithErrors(errors: FieldErrors<VolunteerInputValues>): number | undefined {
  const index = VOLUNTEER_STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
  return index >= 0 ? index : undefined;
}

/** Steps up to the current one are highlighted; the current one carries aria-current="step". */
function VolunteerSteps({ current }: { current: number }) {
  return (
    <ol className="form-steps" aria-label="Application steps">
      {VOLUNTEER_STEPS.map((label, index) => (
        <li
          key={label}
          className={`form-steps__item${index <= current ? ' form-steps__item--active' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="form-steps__marker" aria-hidden="true">
            {index < current ? <Icon name={faCheck} /> : index + 1}
          </span>
          <span className="form-steps__label">
            <span className="visually-hidden">Step {index + 1}: </span>
            {label}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function VolunteerForm() {
  const id = useId();
  const showAlert = useAlert();
  const [draft] = useState(() => readSessionDraft(DRAFT));
  const [step, setStep] = useState(draft?.step ?? 0);
  const [thanksOpen, setThanksOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnToTop = useReturnToTop(rootRef, headingRef);
  const movedByUser = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const createVolunteer = useCreateVolunteer();

  const {
    register,
    handleSubmit,
    trigger,
    reset,
    setError,
    subscribe,
    getValues,
    formState: { errors },
  } = useForm<VolunteerInputValues, unknown, VolunteerInput>({
    resolver: zodResolver(volunteerInputSchema),
    defaultValues: { ...EMPTY, ...draft?.values },
    shouldFocusError: false,
  });
  const field = fieldBinding(register, errors);

  useSessionDraft(DRAFT, { subscribe, getValues }, step);

  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, step]);

  const goTo = (next: number) => {
    movedByUser.current = true;
    setStep(Math.min(Math.max(next, 0), VOLUNTEER_STEPS.length - 1));
  };

  const next = async () => {
    const valid = await trigger(VOLUNTEER_STEP_FIELDS[step]);
    if (valid) goTo(step + 1);
    else setFocusRequest((n) => n + 1);
  };

  const showErrorsOf = (formErrors: FieldErrors<VolunteerInputValues>) => {
    const target = firstStepWithErrors(formErrors);
    if (target !== undefined && target !== step) setStep(target);
    setFocusRequest((n) => n + 1);
  };

  const onValid = async (values: VolunteerInput) => {
    try {
      await createVolunteer.mutateAsync(values);
      // Blank on the first step: the draft goes too.
      reset(EMPTY);
      setStep(0);
      setThanksOpen(true);
    } catch (error) {
      if (error instanceof ApiError) {
        const serverErrors: FieldErrors<VolunteerInputValues> = {};
        for (const [key, message] of Object.entries(error.errors)) {
          if (key in EMPTY) {
            setError(key as FieldName, { type: 'server', message });
            serverErrors[key as FieldName] = { type: 'server', message };
          }
        }
        if (Object.keys(serverErrors).length) showErrorsOf(serverErrors);
      }
      void showAlert(VOLUNTEER_MESSAGES.failed, { title: 'Application Not Sent', tone: 'error' });
    }
  };

  // The button is disabled only once React re-renders: a double click must not send twice.
  const busy = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (step < VOLUNTEER_STEPS.length - 1) {
      void next();
      return;
    }
    busy.current = true;
    void handleSubmit(
      onValid,
      showErrorsOf,
    )(event).finally(() => {
      busy.current = false;
    });
  };

  const last = step === VOLUNTEER_STEPS.length - 1;

  const closeThanks = () => {
    setThanksOpen(false);
    returnToTop();
  };

  return (
    <div ref={rootRef} className="volunteer-form form-card">
      <VolunteerSteps current={step} />
      <form method="post" ref={formRef} noValidate onSubmit={onSubmit}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="form-step-title">
          <span className="form-step-title__count">
            Step {step + 1} of {VOLUNTEER_STEPS.length}
          </span>
          {STEP_TITLES[step]}
        </h2>

        {step === 0 ? (
          <div className="ui-form">
            <NameEmailRow field={field} />
            <div className="ui-form-row">
              <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
              <TextField
                label="Age"
                type="number"
                inputMode="numeric"
                min={MIN_VOLUNTEER_AGE}
                max={MAX_VOLUNTEER_AGE}
                step={1}
                hint={`Volunteers are ${MIN_VOLUNTEER_AGE} to ${MAX_VOLUNTEER_AGE} years old.`}
                {...field('age')}
              />
            </div>
            <TextField label="Address" required autoComplete="street-address" {...field('address')} />
          </div>
        ) : null}

        {step === 1 ? (
          <div className="ui-form">
            <TextAreaField
              label="Skills"
              required
              rows={3}
              placeholder="e.g. teaching, first aid, cooking, driving"
              hint="Separate skills with commas."
              {...field('skills')}
            />
            <TextAreaField label="Experience" rows={3} placeholder="Any previous volunteering or relevant work (optional)" {...field('experience')} />
            <TextAreaField label="Motivation" required rows={4} placeholder="Why would you like to volunteer with us?" {...field('motivation')} />
          </div>
        ) : null}

        {step === 2 ? (
          <div className="ui-form">
            <SelectField
              label="Availability"
              required
              placeholder="Select your availability"
              options={AVAILABILITY_OPTIONS}
              {...field('availability')}
            />
            <div className="ui-form-row">
              <TextField label="Emergency Contact" autoComplete="off" {...field('emergency_contact')} />
              <TextField label="Emergency Phone" type="tel" autoComplete="off" {...field('emergency_phone')} />
            </div>
          </div>
        ) : null}

        <div className="form-step-actions">
          {last ? (
            <Button key="submit" type="submit" variant="secondary" icon={faPaperPlane} isLoading={createVolunteer.isPending}>
              Submit Application
            </Button>
          ) : (
            <Button key="next" type="submit">
              Next <Icon name={faArrowRight} />
            </Button>
          )}
          {step > 0 ? (
            <Button variant="outline" icon={faArrowLeft} onClick={() => goTo(step - 1)}>
              Previous
            </Button>
          ) : null}
        </div>
      </form>

      <SuccessDialog open={thanksOpen} onClose={closeThanks} title="Application Received!">
        <p>{VOLUNTEER_MESSAGES.thankYou}</p>
      </SuccessDialog>
    </div>
  );
}
