import { apiQuery } from '@/lib/api-resource';
import type { ZakatPrices } from '@/types/api/settings';

/**
 * The public read of the gold and silver prices. Under the settings' root key, so the admin's save
 * (which invalidates ['settings']) refreshes the calculator in the same tab.
 */
export const zakatPricesQuery = () =>
  apiQuery<ZakatPrices>(['settings', 'public', 'zakat'], '/api/settings/zakat', { fallbackMessage: 'Failed to fetch zakat prices' });
