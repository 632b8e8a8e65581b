// A multi-step form's draft in sessionStorage, so a reload (or leaving the page and coming back in
// the same tab) loses neither the typed values nor the step. Only an allowlist of fields is kept:
// a field added to a form later, or a card field, is never written by accident.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormGetValues, UseFormSubscribe } from 'react-hook-form';

export interface DraftConfig<V extends FieldValues> {
  /** The sessionStorage key. */
  key: string;
  /** The only fields written. */
  fields: readonly (keyof V & string)[];
  /** The blank form: a draft equal to it on the first step is no draft. */
  defaults: V;
  /** How many steps the form has (a stored step outside them gives the first). */
  steps: number;
}

export interface SessionDraft<V extends FieldValues> {
  step: number;
  values: Partial<V>;
}

/** sessionStorage, or null where the browser blocks site data (the getter itself throws then). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Numbers and strings are both what a text or number input holds. */
const kind = (value: unknown) => (typeof value === 'number' ? 'string' : typeof value);

/** The stored draft, its values checked field by field against the blank form; null when none can be read. */
export function readSessionDraft<V extends FieldValues>({ key, fields, defaults, steps }: DraftConfig<V>): SessionDraft<V> | null {
  let parsed: unknown;
  try {
    const raw = sessionStore()?.getItem(key);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { step, values } = parsed as { step?: unknown; values?: unknown };
  const stored = values && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  const kept: Partial<V> = {};
  for (const field of fields) {
    const value = stored[field];
    if (value !== undefined && kind(value) === kind(defaults[field])) kept[field] = value as V[typeof field];
  }
  return { step: Number.isInteger(step) && (step as number) >= 0 && (step as number) < steps ? (step as number) : 0, values: kept };
}

/** Writes the allowlisted fields and the step; a blank form on the first step removes the draft instead. */
export function writeSessionDraft<V extends FieldValues>({ key, fields, defaults }: DraftConfig<V>, values: V, step: number): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (step === 0 && fields.every((field) => Object.is(values[field], defaults[field]))) {
      store.removeItem(key);
      return;
    }
    const kept = Object.fromEntries(fields.map((field) => [field, values[field]]));
    store.setItem(key, JSON.stringify({ step, values: kept }));
  } catch {
    // Storage full or blocked: the form works on, only a reload loses it.
  }
}

/**
 * Keeps the form's draft up to date: on every change of a value and of the step. After a success
 * the form resets to blank on the first step, which removes the draft. Restore with
 * readSessionDraft before useForm (its values as defaultValues, its step as the first step).
 */
export function useSessionDraft<V extends FieldValues>(
  config: DraftConfig<V>,
  form: { subscribe: UseFormSubscribe<V>; getValues: UseFormGetValues<V> },
  step: number,
): void {
  const { subscribe, getValues } = form;
  const stepRef = useRef(step);

  useEffect(() => {
    stepRef.current = step;
    writeSessionDraft(config, getValues(), step);
  }, [config, getValues, step]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeSessionDraft(config, values, stepRef.current),
      }),
    [config, subscribe],
  );
}
