// Shared preprocessors for the contract. The same schema parses a react-hook-form value (real
// booleans and numbers) and a multipart body turned into Object.fromEntries(formData) (only
// strings), so every field accepts both and normalises them: strings are trimmed, '' means "not
// given", 'true'/'false'/'on' become booleans and numeric strings become numbers.
//
// The z.input types describe what a form holds; at runtime anything is accepted and checked.
import { z } from 'zod';
import { linkRules, type StringRules } from './url-patterns';
import { MAX_URL, isUrlOrPath } from './url-rules';

/**
 * What a body's field must be that its zod checks cannot show as JSON Schema (a refine, a trim),
 * as the JSON Schema keywords the OpenAPI document adds to its request bodies (input side only).
 */
export const bodyRules = z.registry<StringRules>();

/** `schema`, registered with the JSON Schema keywords that say what its refinements check. */
export function withBodyRules<T extends z.ZodType>(schema: T, rules: StringRules): T {
  bodyRules.add(schema, rules);
  return schema;
}

/**
 * A regex as a body field's pattern, as the handler reads the field: trimmed first, and, when
 * `optional`, blank for "not given". (A regex's flags cannot travel: the document is the stricter.)
 */
export function trimmedPattern(regex: RegExp, optional: boolean): StringRules {
  const source = regex.source.replace(/^\^/, '').replace(/\$$/, '');
  return { pattern: `^\\s*(?:${source})${optional ? '?' : ''}\\s*$` };
}

/** Not blank once trimmed: at least one character that is not white space. */
const NOT_BLANK = { pattern: '\\S' };

/** Length limits: every string has one, so a megabyte of text is refused. */
export const MAX_NAME = 200;
export const MAX_SHORT = 100;
export const MAX_PHONE = 50;
export const MAX_EMAIL = 254;
export const MAX_ADDRESS = 500;
export const MAX_TEXT = 5000;
export const MAX_CONTENT = 50000;
export const MAX_PASSWORD = 200;

export const REQUIRED = 'This field is required';
export const NOT_TEXT = 'Must be text';
export const NOT_NUMBER = 'Must be a number';
export const NOT_BOOLEAN = 'Must be true or false';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_URL = 'Please enter a valid URL';

export const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`;

/** A string field allowed at most this many characters is a single-line input (names, titles, hosts). */
export const MAX_SINGLE_LINE = 255;
export const CONTROL_CHARACTERS = 'Must not contain control characters';

/**
 * What no single-line field may hold: C0 and C1 controls (NUL, tab, CR, LF …), the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069, which can make text read backwards), and
 * lone surrogates (no character at all).
 */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
export const isSingleLine = (value: string): boolean => !CONTROL.test(value);

/** A string schema limited to `max`, refusing control characters when it is a single-line field. */
function limited(schema: z.ZodString, max: number): z.ZodString {
  // No check aborts: a form's object-level rules (a link needed with button text) still run beside them.
  const capped = schema.max(max, tooLong(max));
  return max <= MAX_SINGLE_LINE ? capped.refine(isSingleLine, CONTROL_CHARACTERS) : capped;
}

/** An error map: `missing` when the value is absent, `wrong` for any other type. */
export const missingOr =
  (missing: string, wrong: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? missing : wrong;

/** Trims strings; null becomes undefined (JSON clients send null for "nothing"). */
export function trimInput(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  return value === null ? undefined : value;
}

/** Like trimInput, and a blank string becomes undefined. */
export function blankToUndefined(value: unknown): unknown {
  const v = trimInput(value);
  return v === '' ? undefined : v;
}

/** 'true'/'on'/'1'/'yes' and 'false'/'off'/'0'/'no' to booleans; '' to undefined; others untouched. */
export function toBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value === null ? undefined : value;
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (v === 'true' || v === 'on' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === 'off' || v === '0' || v === 'no') return false;
  return value;
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Numeric strings to numbers; '' and NaN (an empty valueAsNumber input) to undefined. */
export function toNumber(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value === null ? undefined : value;
  const v = value.trim();
  if (v === '') return undefined;
  return NUMERIC.test(v) ? Number(v) : value;
}

/** A required, trimmed string: absent, blank or whitespace-only gives `message`. */
export function requiredString(message: string, max: number = MAX_NAME) {
  return z.preprocess(
    (v: string) => trimInput(v),
    withBodyRules(limited(z.string({ error: missingOr(message, NOT_TEXT) }).min(1, message), max), NOT_BLANK),
  );
}

/** An optional, trimmed string: absent, null, '' and whitespace-only all give undefined. */
export function optionalString(max: number = MAX_TEXT) {
  return z.preprocess((v: string | null | undefined) => blankToUndefined(v), limited(z.string({ error: NOT_TEXT }), max).optional());
}

/** A trimmed string that falls back to `fallback` when absent or blank. */
export function stringWithDefault(fallback: string, max: number = MAX_SHORT) {
  return z.preprocess((v: string | undefined) => blankToUndefined(v), limited(z.string({ error: NOT_TEXT }), max).default(fallback));
}

/** A required e-mail address, trimmed. */
export function email(message = 'Email is required', invalid = INVALID_EMAIL) {
  return z.preprocess(
    (v: string) => trimInput(v),
    withBodyRules(
      z
        .string({ error: missingOr(message, NOT_TEXT) })
        .min(1, { error: message, abort: true })
        .max(MAX_EMAIL, { error: tooLong(MAX_EMAIL), abort: true })
        .regex(z.regexes.email, invalid),
      trimmedPattern(z.regexes.email, false),
    ),
  );
}

/** An optional e-mail address: blank gives undefined, anything else must be valid. */
export function optionalEmail(invalid = INVALID_EMAIL) {
  return z.preprocess(
    (v: string | null | undefined) => blankToUndefined(v),
    withBodyRules(
      z
        .string({ error: NOT_TEXT })
        .max(MAX_EMAIL, { error: tooLong(MAX_EMAIL), abort: true })
        .regex(z.regexes.email, invalid),
      trimmedPattern(z.regexes.email, true),
    ).optional(),
  );
}

/** An optional link: blank gives undefined; anything else must pass isUrlOrPath (url-rules.ts). */
export function optionalUrlOrPath(message = INVALID_URL, max: number = MAX_URL) {
  return z.preprocess(
    (v: string | null | undefined) => blankToUndefined(v),
    withBodyRules(
      z
        .string({ error: NOT_TEXT })
        .max(max, { error: tooLong(max), abort: true })
        .refine(isUrlOrPath, message),
      {
        ...linkRules(true),
        maxLength: max,
      },
    ).optional(),
  );
}

/** A link as stored on a record ('' when there is none): the same rule as optionalUrlOrPath. */
export const storedLinkUrl = z
  .string()
  .max(MAX_URL, { error: tooLong(MAX_URL), abort: true })
  .refine((value) => value === '' || isUrlOrPath(value), INVALID_URL);

type BoolInput = boolean | undefined;

/** A boolean from a checkbox or a form string. With a default, absent or '' gives it. */
export function boolFromForm(fallback: boolean): z.ZodPreprocess<z.ZodDefault<z.ZodBoolean>, BoolInput>;
export function boolFromForm(): z.ZodPreprocess<z.ZodBoolean, boolean>;
export function boolFromForm(fallback?: boolean) {
  if (fallback === undefined) {
    return z.preprocess((v: boolean) => toBoolean(v), z.boolean({ error: NOT_BOOLEAN }));
  }
  return z.preprocess((v: BoolInput) => toBoolean(v), z.boolean({ error: NOT_BOOLEAN }).default(fallback));
}

export interface NumberOptions {
  /** Message when absent or blank (numbers without a default are required). */
  required?: string;
  /** Message when not a number (e.g. 'abc', true). */
  invalid?: string;
  min?: number;
  minMessage?: string;
  max?: number;
  maxMessage?: string;
  /** Only for intFromForm: message for a fraction. */
  intMessage?: string;
}

/** What a number field holds in a form: a number (valueAsNumber) or the raw input text. */
type NumberInput = number | string;

function numberSchema(options: NumberOptions, integer: boolean) {
  let schema = z.number({ error: missingOr(options.required ?? REQUIRED, options.invalid ?? NOT_NUMBER) });
  if (integer) schema = schema.int(options.intMessage ?? 'Must be a whole number');
  if (options.min !== undefined) schema = schema.min(options.min, options.minMessage ?? `Must be ${options.min} or more`);
  if (options.max !== undefined) schema = schema.max(options.max, options.maxMessage ?? `Must be ${options.max} or less`);
  return schema;
}

type NumberFromForm = z.ZodPreprocess<z.ZodNumber, NumberInput>;
type NumberFromFormWithDefault = z.ZodPreprocess<z.ZodDefault<z.ZodNumber>, NumberInput | undefined>;

/** A finite number from a number input or a form string; absent or '' gives `default` if set. */
export function numberFromForm(options: NumberOptions & { default: number }): NumberFromFormWithDefault;
export function numberFromForm(options?: NumberOptions): NumberFromForm;
export function numberFromForm(options: NumberOptions & { default?: number } = {}) {
  const schema = numberSchema(options, false);
  if (options.default === undefined) return z.preprocess((v: NumberInput) => toNumber(v), schema);
  return z.preprocess((v: NumberInput | undefined) => toNumber(v), schema.default(options.default));
}

/** An integer from a number input or a form string; absent or '' gives `default` if set. */
export function intFromForm(options: NumberOptions & { default: number }): NumberFromFormWithDefault;
export function intFromForm(options?: NumberOptions): NumberFromForm;
export function intFromForm(options: NumberOptions & { default?: number } = {}) {
  const schema = numberSchema(options, true);
  if (options.default === undefined) return z.preprocess((v: NumberInput) => toNumber(v), schema);
  return z.preprocess((v: NumberInput | undefined) => toNumber(v), schema.default(options.default));
}

/** One of `values`, trimmed; absent or '' gives `fallback` when one is given, else `required`. */
export function enumFromForm<const T extends readonly [string, ...string[]]>(values: T, messages: { required?: string; invalid?: string } = {}) {
  const invalid = messages.invalid ?? `Must be one of: ${values.join(', ')}`;
  return z.preprocess(
    // '' is allowed in the input type: a select's "choose one" placeholder.
    (v: T[number] | '') => blankToUndefined(v),
    z.enum(values, { error: missingOr(messages.required ?? invalid, invalid) }),
  );
}

/** Like enumFromForm, with a default for absent or blank values. */
export function enumWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  invalid = `Must be one of: ${values.join(', ')}`,
) {
  return z.preprocess((v: T[number] | '' | undefined) => blankToUndefined(v), z.enum(values, { error: invalid }).default(fallback));
}

/** A password: never trimmed (spaces may be part of it), but blank or whitespace-only is missing. */
export function password(required = 'Password is required', min?: { length: number; message: string }) {
  let schema = z
    .string({ error: missingOr(required, NOT_TEXT) })
    .min(1, { error: required, abort: true })
    .max(MAX_PASSWORD, { error: tooLong(MAX_PASSWORD), abort: true })
    .refine((v) => v.trim() !== '', { error: required, abort: true });
  // A new password is a single-line field; the sign-in's is checked as it comes, so an older one still works.
  // Its length is a length check (not a refine), so the document's minLength says it.
  if (min) schema = schema.refine(isSingleLine, { error: CONTROL_CHARACTERS, abort: true }).min(min.length, min.message);
  return withBodyRules(schema, NOT_BLANK);
}

/** Record ids are positive integers. */
export const idSchema = z.number().int().positive();

/** Timestamps are ISO 8601 strings (nowIso() of src/lib/clock.ts). */
export const isoDateTime = z.iso.datetime({ offset: true });
