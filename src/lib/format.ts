// Display formatting shared by public pages and the admin.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const money2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234' or '$1,234.5' — a $ sign and thousands grouping. */
export function formatMoney(amount: number): string {
  return `$${money.format(Number.isFinite(amount) ? amount : 0)}`;
}

/** '$1,234.50' — always two decimals (the admin's average donation). */
export function formatMoney2(amount: number): string {
  return `$${money2.format(Number.isFinite(amount) ? amount : 0)}`;
}

/** Card shown as its last 4 digits only: '**** **** **** 4242'. */
export function maskCard(cardNumberOrLast4: string | null | undefined): string {
  const digits = (cardNumberOrLast4 ?? '').replace(/\D/g, '');
  if (!digits) return '—';
  return `**** **** **** ${digits.slice(-4)}`;
}

/** First `max` characters followed by '...' when the text is longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const t = text ?? '';
  return t.length > max ? `${t.slice(0, max)}...` : t;
}
