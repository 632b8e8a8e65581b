// The zakat arithmetic, pure: what a person owns minus the debts due now, compared with the nisab
// (the value of 87.48 g of gold or 612.36 g of silver); at or above it, 2.5% is due. Worked in
// whole cents so that sums and the threshold compare exactly, and the amount due rounds once.
import { NISAB_GRAMS, type ZakatPrices } from '@/types/api/settings';

export type NisabBasis = keyof typeof NISAB_GRAMS;

/** What counts towards zakat, in USD; `debts` (due now) is taken off. */
export interface ZakatAssets {
  cash: number;
  gold: number;
  silver: number;
  investments: number;
  business: number;
  owedToYou: number;
  debts: number;
}

export interface ZakatResult {
  /** The nisab in USD on the chosen basis, to the cent. */
  nisab: number;
  /** Assets minus debts, never below 0, to the cent. */
  zakatable: number;
  reachesNisab: boolean;
  /** 2.5% of the zakatable total when it reaches the nisab, else 0; to the cent, half a cent rounds up. */
  due: number;
}

/** 2.5% is one fortieth. */
const ZAKAT_DIVISOR = 40;

/** Dollars to whole cents; toPrecision first, so 1.005 (really 1.00499…) counts as 100.5 cents and rounds up. */
function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export function nisabValue(prices: Pick<ZakatPrices, 'goldPricePerGram' | 'silverPricePerGram'>, basis: NisabBasis): number {
  const price = basis === 'gold' ? prices.goldPricePerGram : prices.silverPricePerGram;
  return toCents(NISAB_GRAMS[basis] * price) / 100;
}

export function calculateZakat(
  assets: ZakatAssets,
  prices: Pick<ZakatPrices, 'goldPricePerGram' | 'silverPricePerGram'>,
  basis: NisabBasis,
): ZakatResult {
  const { debts, ...owned } = assets;
  const ownedCents = Object.values(owned).reduce((sum, value) => sum + toCents(value), 0);
  const zakatableCents = Math.max(0, ownedCents - toCents(debts));
  const nisabCents = toCents(nisabValue(prices, basis));
  // Nothing owned never "reaches" a nisab, even one priced at 0.
  const reachesNisab = zakatableCents > 0 && zakatableCents >= nisabCents;
  const dueCents = reachesNisab ? Math.round(zakatableCents / ZAKAT_DIVISOR) : 0;
  return { nisab: nisabCents / 100, zakatable: zakatableCents / 100, reachesNisab, due: dueCents / 100 };
}
