// Stand-in for 'tldts' (the public-suffix list, ~40 KB gzip) that msw pulls in through
// tough-cookie. The mock backend only ever sees cookies for the app's own host, so the
// registrable domain can be taken as the last two labels.
export function getDomain(hostname: string): string | null {
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  if (labels.length === 0) return null;
  return labels.slice(-2).join('.');
}
