import type { SelectOption } from '@/components/ui/form-field';
import { CAMPAIGN_NAMES, DEFAULT_CAMPAIGN, FREQUENCY_LABELS, campaignName, type DonationType } from '@/types/api/donations';

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

/** The campaigns a donor can support; 'general' is the spec's default. */
export const CAMPAIGN_OPTIONS: readonly SelectOption[] = Object.entries(CAMPAIGN_NAMES).map(([value, label]) => ({
  value,
  label: value === DEFAULT_CAMPAIGN ? `${label} (where most needed)` : label,
}));

export function campaignLabel(value: string | undefined): string {
  return value ? campaignName(value) : '';
}
