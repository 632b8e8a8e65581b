// The six built-in services the public pages show when the services load fails or answers nothing
// (spec document 1, section 2 Services; document 2, section 3).
import { paths } from '@/config/paths';
import type { Service } from '@/types/api/services';

const BUILT_IN: Array<Pick<Service, 'title' | 'description' | 'icon_class'>> = [
  {
    title: "Children's Education",
    description: 'School fees, books, uniforms and after-school tutoring so that no child has to leave school because of poverty.',
    icon_class: 'fa-graduation-cap',
  },
  {
    title: 'Shelter & Housing',
    description: 'Safe homes for families who lost theirs: emergency tents, repairs and new houses built with local builders.',
    icon_class: 'fa-house',
  },
  {
    title: 'Flood & Disaster Relief',
    description: 'Clean water, food parcels, blankets and medicine delivered within days to families hit by floods and earthquakes.',
    icon_class: 'fa-water',
  },
  {
    title: "Women's Empowerment",
    description: 'Sewing and literacy centres, small-business grants and mentoring that help women earn and lead in their communities.',
    icon_class: 'fa-person-dress',
  },
  {
    title: 'Medical Aid',
    description: 'Free medical camps, medicines, eye surgery and maternal care for families who cannot reach or afford a clinic.',
    icon_class: 'fa-kit-medical',
  },
  {
    title: 'Zakat Campaigning',
    description: 'Your Zakat reaches eligible families in full, distributed by our trusted field teams and reported back to you.',
    icon_class: 'fa-hand-holding-dollar',
  },
];

export const BUILT_IN_SERVICES: readonly Service[] = BUILT_IN.map((service, index) => ({
  id: index + 1,
  ...service,
  image_url: `/images/services/service-${index + 1}.jpg`,
  display_order: index + 1,
  is_active: true,
  created_at: '2024-01-01T00:00:00.000Z',
}));

/**
 * A page a service's card links on to. Services are data an admin edits, with no link field, so the
 * link follows the title: a zakat service (the seed's 'Zakat Campaigning') leads to the calculator.
 */
export function serviceLink(title: string): { href: string; label: string } | undefined {
  return /\bzakat\b/i.test(title) ? { href: paths.zakat.getHref(), label: 'Zakat Calculator' } : undefined;
}
