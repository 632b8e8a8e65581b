import { useMutation } from '@tanstack/react-query';
import { apiWrite, invalidating } from '@/lib/api-resource';
import type { ZakatPrices, ZakatPricesInput } from '@/types/api/settings';
import { settingsQueries } from './settings-queries';

/** POST /api/settings/zakat; the server stamps when the prices were set. */
const saveZakatPrices = apiWrite<ZakatPricesInput, ZakatPrices>('POST', '/api/settings/zakat', { fallbackMessage: 'Failed to save zakat prices' });

/** Invalidates every settings read, the public calculator's prices included. */
export function useSaveZakatPrices() {
  return useMutation(invalidating([settingsQueries.all()], saveZakatPrices));
}
