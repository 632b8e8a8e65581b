// The zakat calculator's form: one text field per kind of wealth (text, not type=number, so that a
// letter typed stays visible and gets a message instead of being dropped by the browser), and the
// nisab basis. An empty field counts as 0; '12,500.75' with thousands commas is read as a number.
import { z } from 'zod';
import type { NisabBasis, ZakatAssets } from './zakat';

export const ZAKAT_FIELD_MESSAGES = {
  notNumber: 'Please enter a number, such as 1250.50',
  negative: 'Please enter 0 or more',
  tooLarge: 'Please enter 1,000,000,000,000 or less',
} as const;

const MAX_FIGURE = 1e12;
const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const NEGATIVE = /^-\s*(\d+(\.\d*)?|\.\d+)$/;

/** '' to 0, plain or comma-grouped figures to numbers, '-12' to -12 (refused as negative); other text stays text (refused). */
function toFigure(value: string | number | undefined): unknown {
  if (typeof value !== 'string') return value ?? 0;
  const text = value.trim();
  if (text === '') return 0;
  if (NUMBER.test(text) || GROUPED.test(text)) return Number(text.replaceAll(',', ''));
  if (NEGATIVE.test(text)) return -Number(text.slice(1).trim());
  return text;
}

const figure = () =>
  z.preprocess(
    (v: string) => toFigure(v),
    z.number({ error: ZAKAT_FIELD_MESSAGES.notNumber }).min(0, ZAKAT_FIELD_MESSAGES.negative).max(MAX_FIGURE, ZAKAT_FIELD_MESSAGES.tooLarge),
  );

export const NISAB_BASES = ['silver', 'gold'] as const satisfies readonly NisabBasis[];

export const zakatFormSchema = z.object({
  cash: figure(),
  gold: figure(),
  silver: figure(),
  investments: figure(),
  business: figure(),
  owedToYou: figure(),
  debts: figure(),
  basis: z.enum(NISAB_BASES),
}) satisfies z.ZodType<ZakatAssets & { basis: NisabBasis }, unknown>;
export type ZakatForm = z.infer<typeof zakatFormSchema>;
export type ZakatFormValues = z.input<typeof zakatFormSchema>;

/** The fields in the order the form shows them, with their visible labels. */
export const ZAKAT_FIELDS: ReadonlyArray<{ name: keyof ZakatAssets; label: string; hint?: string }> = [
  { name: 'cash', label: 'Cash and bank balances', hint: 'At home, in current and savings accounts.' },
  { name: 'gold', label: 'Gold value', hint: 'What your gold would sell for today.' },
  { name: 'silver', label: 'Silver value', hint: 'What your silver would sell for today.' },
  { name: 'investments', label: 'Investments and shares' },
  { name: 'business', label: 'Business assets', hint: 'Stock for sale and business cash.' },
  { name: 'owedToYou', label: 'Money owed to you', hint: 'Loans you expect to be repaid.' },
  { name: 'debts', label: 'Minus debts due now', hint: 'Bills and instalments due now: taken off your total.' },
];

export const EMPTY_ZAKAT_FORM: ZakatFormValues = {
  cash: '',
  gold: '',
  silver: '',
  investments: '',
  business: '',
  owedToYou: '',
  debts: '',
  basis: 'silver',
};
