import type { SelectOption } from '@/components/ui/form-field';
import { CAMPAIGN_NAMES, FREQUENCY_LABELS, campaignName, type DonationType } from '@/types/api/donations';

export const DONATION_TYPE_LABELS: Record<DonationType, string> = {
  donation: 'Donation',
  zakat: 'Zakat',
  sadqa: 'Sadqa',
};

export const DONATION_TYPE_OPTIONS: readonly SelectOption[] = Object.entries(DONATION_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** One-time (the default) first, then Monthly. */
export const FREQUENCY_OPTIONS: readonly SelectOption[] = Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({ value, label }));

/** The campaigns a donor can support, by the names that fit a phone's select ('general', the spec's default, first). */
export const CAMPAIGN_OPTIONS: readonly SelectOption[] = Object.entries(CAMPAIGN_NAMES).map(([value, label]) => ({ value, label }));

export function campaignLabel(value: string | undefined): string {
  return value ? campaignName(value) : '';
}
