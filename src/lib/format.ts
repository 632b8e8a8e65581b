// Display formatting shared by public pages and the admin.
// Made on first use, not when the module loads: a page's first Intl formatter costs tens of
// milliseconds (the locale data is set up then), a long task of its own on a slow phone.
function lazyMoney(minimumFractionDigits: number): (amount: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (amount) => {
    format ??= new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits: 2 });
    return `$${format.format(Number.isFinite(amount) ? amount : 0)}`;
  };
}

/** '$1,234' or '$1,234.5' — a $ sign and thousands grouping. */
export const formatMoney = lazyMoney(0);

/** '$1,234.50' — always two decimals (the admin's average donation). */
export const formatMoney2 = lazyMoney(2);

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
