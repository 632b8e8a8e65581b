// What every form modal does when a submit fails its checks: the FormErrorBanner at the top of the
// form, and focus on the first invalid field, so the user lands where the work is.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitOutcome } from '@/lib/submit-form';
import { FormErrorBanner } from './form-error-banner';

export function useFormErrorBanner() {
  const formRef = useRef<HTMLFormElement>(null);
  // Counts the failed submits in a row (0: none); each one re-announces the banner and moves focus.
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits === 0) return;
    // Runs once the messages are on the page (submitForm resolves after react-hook-form has
    // published its errors), in the order the fields are shown, the image input included.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  /** Takes the outcome of submitForm: a failed check shows the banner, anything else hides it. */
  const report = useCallback((outcome: SubmitOutcome<unknown>) => {
    setFailedSubmits((count) => (outcome.status === 'invalid' ? count + 1 : 0));
  }, []);

  /** For a form that stays mounted while its dialog is closed: a fresh start on the next opening. */
  const hide = useCallback(() => setFailedSubmits(0), []);

  return {
    formRef,
    report,
    hide,
    /** Render first inside the <form>. Keyed per failed submit so screen readers hear it again. */
    banner: failedSubmits > 0 ? <FormErrorBanner key={failedSubmits} /> : null,
  };
}
