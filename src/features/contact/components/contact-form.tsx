// The public contact form (spec document 1: Contact, sections 5 and 8). Name, email and message
// are required. A validation failure, here or from the server, gives 'Please fill in all
// required fields correctly.' in a dialog, then, once it is closed, the messages by the fields
// (never both at once); any other failure gives 'Error submitting form. Please try again.'. The
// input is kept on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { useAlert } from '@/components/ui/dialog-provider';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { NameEmailRow } from '@/components/ui/name-email-row';
import { fieldBinding } from '@/components/ui/field-binding';
import { ApiError } from '@/lib/api-client';
import { contactInputSchema, type ContactInput, type ContactInputValues } from '@/types/api/contact';
import { VALIDATION_FAILED } from '@/types/api/envelope';
import { useCreateContactForm } from '../api/create-contact-form';
import './contact-form.css';

export const CONTACT_FORM_MESSAGES = {
  success: 'Thank you for contacting us! We will get back to you soon.',
  validation: 'Please fill in all required fields correctly.',
  failed: 'Error submitting form. Please try again.',
} as const;

const EMPTY: ContactInputValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS: readonly FieldPath<ContactInputValues>[] = ['name', 'email', 'phone', 'subject', 'message'];

export function ContactForm() {
  const showAlert = useAlert();
  const [sent, setSent] = useState(false);
  const createContact = useCreateContactForm();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInputValues, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  });
  // While the "Please Check the Form" dialog is open the fields stay quiet; their messages show once it is closed.
  const [checking, setChecking] = useState(false);
  const field = fieldBinding(register, checking ? {} : errors);

  const alertInvalid = async () => {
    setChecking(true);
    await showAlert(CONTACT_FORM_MESSAGES.validation, { title: 'Please Check the Form', tone: 'error' });
    setChecking(false);
  };

  const onValid = async (values: ContactInput) => {
    try {
      await createContact.mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      const invalid = error instanceof ApiError && error.message.includes(VALIDATION_FAILED);
      if (invalid) {
        for (const [key, message] of Object.entries(error.errors)) {
          if ((FIELDS as readonly string[]).includes(key)) setError(key as FieldPath<ContactInputValues>, { type: 'server', message });
        }
      }
      if (invalid) void alertInvalid();
      else void showAlert(CONTACT_FORM_MESSAGES.failed, { title: 'Message Not Sent', tone: 'error' });
    }
  };

  const onInvalid = () => {
    void alertInvalid();
  };

  // The button is disabled only once React re-renders: a double click must not send twice.
  const busy = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      busy.current = false;
    });
  };

  return (
    <>
      <form method="post" className="contact-form ui-form" noValidate onSubmit={onSubmit}>
        <NameEmailRow field={field} />
        <div className="ui-form-row">
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Subject" {...field('subject')} />
        </div>
        <TextAreaField label="Message" required rows={6} {...field('message')} />
        <div className="contact-form__actions cluster cluster--split">
          {/* Required inputs already say so to screen readers (aria-required). */}
          <p className="contact-form__note" aria-hidden="true">
            <span className="contact-form__star">*</span> Required fields
          </p>
          <Button type="submit" variant="secondary" size="lg" icon={faPaperPlane} isLoading={createContact.isPending}>
            Send Message
          </Button>
        </div>
      </form>

      <SuccessDialog open={sent} onClose={() => setSent(false)} title="Message Sent!">
        <p>{CONTACT_FORM_MESSAGES.success}</p>
      </SuccessDialog>
    </>
  );
}
