import { describe, expect, it } from 'vitest';
import { calculateZakat, nisabValue, type ZakatAssets } from './zakat';

const PRICES = { goldPricePerGram: 130, silverPricePerGram: 1.6 };
const NONE: ZakatAssets = { cash: 0, gold: 0, silver: 0, investments: 0, business: 0, owedToYou: 0, debts: 0 };
const withCash = (cash: number, rest: Partial<ZakatAssets> = {}): ZakatAssets => ({ ...NONE, cash, ...rest });

describe('nisabValue', () => {
  it('is 612.36 g of silver or 87.48 g of gold at the price per gram, to the cent', () => {
    // 612.36 × 1.60 = 979.776
    expect(nisabValue(PRICES, 'silver')).toBe(979.78);
    // 87.48 × 130 = 11,372.40
    expect(nisabValue(PRICES, 'gold')).toBe(11372.4);
  });
});

describe('calculateZakat', () => {
  it('owes 2.5% of a total exactly at the nisab', () => {
    expect(calculateZakat(withCash(979.78), PRICES, 'silver')).toEqual({ nisab: 979.78, zakatable: 979.78, reachesNisab: true, due: 24.49 });
    expect(calculateZakat(withCash(11372.4), PRICES, 'gold')).toEqual({ nisab: 11372.4, zakatable: 11372.4, reachesNisab: true, due: 284.31 });
  });

  it('owes nothing one cent below the nisab', () => {
    expect(calculateZakat(withCash(979.77), PRICES, 'silver')).toEqual({ nisab: 979.78, zakatable: 979.77, reachesNisab: false, due: 0 });
    expect(calculateZakat(withCash(11372.39), PRICES, 'gold')).toMatchObject({ reachesNisab: false, due: 0 });
  });

  it('the basis decides: the same wealth reaches the silver nisab but not the gold one', () => {
    expect(calculateZakat(withCash(5000), PRICES, 'silver')).toMatchObject({ reachesNisab: true, due: 125 });
    expect(calculateZakat(withCash(5000), PRICES, 'gold')).toMatchObject({ reachesNisab: false, due: 0 });
  });

  it('rounds the amount due to the cent, half a cent up', () => {
    // 1,000.10 × 2.5% = 25.0025; 1,000.20 × 2.5% = 25.005; 1,000.30 × 2.5% = 25.0075
    expect(calculateZakat(withCash(1000.1), PRICES, 'silver').due).toBe(25);
    expect(calculateZakat(withCash(1000.2), PRICES, 'silver').due).toBe(25.01);
    expect(calculateZakat(withCash(1000.3), PRICES, 'silver').due).toBe(25.01);
  });

  it('adds every kind of asset in cents, without floating-point drift', () => {
    const assets: ZakatAssets = { cash: 0.1, gold: 0.2, silver: 1000, investments: 2500.55, business: 1200.45, owedToYou: 300, debts: 0 };
    const result = calculateZakat(assets, PRICES, 'silver');
    expect(result.zakatable).toBe(5001.3);
    expect(result.due).toBe(125.03);
  });

  it('takes debts due now off the total', () => {
    expect(calculateZakat(withCash(3000, { investments: 1000, debts: 1500 }), PRICES, 'silver')).toMatchObject({ zakatable: 2500, due: 62.5 });
  });

  it('counts debts beyond the assets as a zakatable total of 0, never below', () => {
    expect(calculateZakat(withCash(500, { debts: 800 }), PRICES, 'silver')).toEqual({ nisab: 979.78, zakatable: 0, reachesNisab: false, due: 0 });
  });

  it('owes nothing when every field is empty (0), even with a nisab priced at 0', () => {
    expect(calculateZakat(NONE, PRICES, 'silver')).toEqual({ nisab: 979.78, zakatable: 0, reachesNisab: false, due: 0 });
    expect(calculateZakat(NONE, { goldPricePerGram: 0, silverPricePerGram: 0 }, 'gold')).toMatchObject({ reachesNisab: false, due: 0 });
  });

  it('reads a figure such as 1.005 as the 1.01 a person means', () => {
    expect(calculateZakat(withCash(1000, { gold: 1.005 }), PRICES, 'silver').zakatable).toBe(1001.01);
  });
});
