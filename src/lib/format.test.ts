import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoney2, maskCard, truncate } from './format';
import { categorySlug, postSlug } from './slug';

describe('format', () => {
  it('shows amounts with a $ sign and thousands grouping', () => {
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney(25.5)).toBe('$25.5');
    expect(formatMoney2(1234.5)).toBe('$1,234.50');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });

  it('shows only the last 4 card digits', () => {
    expect(maskCard('4242 4242 4242 4242')).toBe('**** **** **** 4242');
    expect(maskCard('1234')).toBe('**** **** **** 1234');
    expect(maskCard('')).toBe('—');
  });

  it('truncates with an ellipsis only when longer', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('slug', () => {
  it('post slugs turn non-alphanumerics into hyphens', () => {
    expect(postSlug('Free Medical Camp: Tower Hamlets!')).toBe('free-medical-camp-tower-hamlets');
  });
  it('category slugs turn spaces into hyphens', () => {
    expect(categorySlug('  Clean Water ')).toBe('clean-water');
  });
});
