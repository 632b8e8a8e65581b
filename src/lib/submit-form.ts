// Submitting a react-hook-form form, then telling the user the outcome.
//
// react-hook-form publishes the field errors and clears isSubmitting only once the callbacks given
// to handleSubmit have returned. A dialog awaited inside them (the fix-the-errors alert, a
// save-failed alert) therefore hides every field message and leaves the submit button pending
// behind the dialog. So the callback here only saves; what the user must be told is shown once
// submitForm has resolved.
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

export type SubmitOutcome<R> = { status: 'invalid' } | { status: 'saved'; result: R } | { status: 'failed'; error: unknown };

export type SubmitOptions = {
  /**
   * False when a check the schema cannot make (an image held outside the form) has failed: the
   * schema still runs, so every field's message shows at once, but nothing is saved.
   */
  valid?: boolean;
};

/**
 * Validates every field and, when all checks pass, runs `save` with the parsed values. Resolves
 * once the form has settled (messages on the page, isSubmitting false) with what happened.
 */
export async function submitForm<TFieldValues extends FieldValues, TParsed, R>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TParsed>,
  event: BaseSyntheticEvent | undefined,
  save: (values: TParsed) => Promise<R>,
  options: SubmitOptions = {},
): Promise<SubmitOutcome<R>> {
  let outcome: SubmitOutcome<R> = { status: 'invalid' };
  await handleSubmit(async (values) => {
    if (options.valid === false) return;
    try {
      outcome = { status: 'saved', result: await save(values) };
    } catch (error) {
      outcome = { status: 'failed', error };
    }
  })(event);
  return outcome;
}
