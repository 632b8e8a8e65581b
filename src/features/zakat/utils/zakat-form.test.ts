import { describe, expect, it } from 'vitest';
import { EMPTY_ZAKAT_FORM, ZAKAT_FIELD_MESSAGES, zakatFormSchema } from './zakat-form';

const parse = (cash: string) => zakatFormSchema.safeParse({ ...EMPTY_ZAKAT_FORM, cash });
const cashOf = (cash: string) => {
  const result = parse(cash);
  return result.success ? result.data.cash : result.error.issues.map((issue) => issue.message);
};

describe('zakatFormSchema', () => {
  it('counts an empty or blank field as 0', () => {
    expect(zakatFormSchema.parse(EMPTY_ZAKAT_FORM)).toEqual({
      cash: 0,
      gold: 0,
      silver: 0,
      investments: 0,
      business: 0,
      owedToYou: 0,
      debts: 0,
      basis: 'silver',
    });
    expect(cashOf('   ')).toBe(0);
  });

  it('reads plain and comma-grouped figures', () => {
    expect(cashOf('1250.50')).toBe(1250.5);
    expect(cashOf(' 12,500.75 ')).toBe(12500.75);
    expect(cashOf('.5')).toBe(0.5);
  });

  it('refuses letters, NaN, Infinity and badly grouped figures as not a number', () => {
    for (const text of ['abc', '12abc', 'NaN', 'Infinity', '1e3', '1,2', '$100']) {
      expect(cashOf(text), text).toEqual([ZAKAT_FIELD_MESSAGES.notNumber]);
    }
  });

  it('refuses negatives and absurdly large figures', () => {
    expect(cashOf('-5')).toEqual([ZAKAT_FIELD_MESSAGES.negative]);
    expect(cashOf('- 0.01')).toEqual([ZAKAT_FIELD_MESSAGES.negative]);
    expect(cashOf('1000000000001')).toEqual([ZAKAT_FIELD_MESSAGES.tooLarge]);
  });

  it('takes silver or gold as the basis, nothing else', () => {
    expect(zakatFormSchema.safeParse({ ...EMPTY_ZAKAT_FORM, basis: 'gold' }).success).toBe(true);
    expect(zakatFormSchema.safeParse({ ...EMPTY_ZAKAT_FORM, basis: 'platinum' }).success).toBe(false);
  });
});
