import { describe, expect, it } from 'vitest';
import { donateQuery } from './donate-link';
import { readDonatePrefill } from './donate-prefill';

const read = (query: string) => readDonatePrefill(new URLSearchParams(query));

describe('donateQuery and readDonatePrefill', () => {
  it('write and read back a type and an amount', () => {
    expect(donateQuery({ type: 'zakat', amount: 123.45 })).toBe('?type=zakat&amount=123.45');
    expect(read(donateQuery({ type: 'zakat', amount: 123.45 }))).toEqual({ type: 'zakat', amount: 123.45 });
    expect(donateQuery()).toBe('');
    expect(donateQuery({ amount: 10 })).toBe('?amount=10');
  });

  it('ignore a value that does not validate, keeping the other', () => {
    expect(read('type=charity&amount=50')).toEqual({ amount: 50 });
    expect(read('type=sadqa&amount=abc')).toEqual({ type: 'sadqa' });
    expect(read('amount=-5')).toEqual({});
    expect(read('amount=0')).toEqual({});
    expect(read('amount=')).toEqual({});
    expect(read('amount=12.345')).toEqual({});
    expect(read('amount=1000001')).toEqual({});
    expect(read('amount=Infinity')).toEqual({});
    expect(read('')).toEqual({});
  });
});
