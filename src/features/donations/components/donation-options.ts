import type { SelectOption } from '@/components/ui/form-field';
import { DEFAULT_CAMPAIGN, type DonationType } from '@/types/api/donations';

export const DONATION_TYPE_LABELS: Record<DonationType, string> = {
  donation: 'Donation',
  zakat: 'Zakat',
  sadqa: 'Sadqa',
};

export const DONATION_TYPE_OPTIONS: readonly SelectOption[] = Object.entries(DONATION_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The campaigns a donor can support; 'general' is the spec's default. */
export const CAMPAIGN_OPTIONS: readonly SelectOption[] = [
  { value: DEFAULT_CAMPAIGN, label: 'General Fund (where most needed)' },
  { value: 'education', label: "Children's Education" },
  { value: 'shelter', label: 'Shelter & Housing' },
  { value: 'disaster-relief', label: 'Flood & Disaster Relief' },
  { value: 'women-empowerment', label: "Women's Empowerment" },
  { value: 'medical-aid', label: 'Medical Aid' },
];

export function campaignLabel(value: string | undefined): string {
  return CAMPAIGN_OPTIONS.find((option) => option.value === value)?.label ?? value ?? '';
}
