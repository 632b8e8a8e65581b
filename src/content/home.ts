// Built-in texts of the home page: the welcome hero shown when no banner can be loaded, the
// donation call to action and the why-choose section.
import type { Banner } from '@/types/api/banners';

/** Shown when GET /api/banner fails or answers no active banner; no button, so the two defaults show. */
export const WELCOME_HERO: Pick<
  Banner,
  'title' | 'sub_heading' | 'description' | 'image_url' | 'button_text' | 'link_url' | 'text_alignment'
> = {
  title: 'Welcome to Hope Foundation',
  sub_heading: 'Together We Can Change Lives',
  description:
    'Since 2013 we have brought shelter, healthcare, education and emergency relief to families in need. Join us and be the reason someone smiles today.',
  image_url: '/images/banners/banner-1.jpg',
  button_text: '',
  link_url: '',
  text_alignment: 'left',
};

/** The donation call to action. The amounts are written exactly as the spec gives them. */
export const DONATION_CTA = {
  eyebrow: 'Donate Today',
  title: 'Help Us Reach Our Goal',
  text: 'Our winter appeal provides warm meals, blankets and medicine to families facing the coldest months without shelter. Every donation brings us closer.',
  raised: '$5,00.00',
  goal: '$10,00.00',
  percent: 85,
  image_url: '/images/cta-donate.jpg',
} as const;

export const WHY_CHOOSE = {
  eyebrow: 'Why Choose Us',
  title: 'Your Kindness, Delivered With Care',
  text: 'We keep our costs low and our promises high. Our field teams live in the communities they serve, so help arrives quickly and is spent where it matters most.',
  image_url: '/images/volunteer.jpg',
  bars: [
    { label: 'Projects Completed', percent: 55 },
    { label: 'Donations Delivered', percent: 85 },
  ],
  points: [
    { title: 'Transparent Giving', text: 'Every donation is tracked and reported back to you.' },
    { title: 'Local Volunteers', text: 'Trusted people on the ground in every community we serve.' },
  ],
} as const;
