// Built-in texts of the home page's first screen: the welcome hero shown when no banner can be
// loaded. The sections below it have theirs in home-sections.ts (their own chunk).
import type { Banner } from '@/types/api/banners';

/** Shown when GET /api/banner fails or answers no active banner; no button, so the two defaults show. */
export const WELCOME_HERO: Pick<Banner, 'title' | 'sub_heading' | 'description' | 'image_url' | 'button_text' | 'link_url' | 'text_alignment'> = {
  title: 'Welcome to Hope Foundation',
  sub_heading: 'Together We Can Change Lives',
  description:
    'Since 2013 we have brought shelter, healthcare, education and emergency relief to families in need. Join us and be the reason someone smiles today.',
  image_url: '/images/banners/banner-1.jpg',
  button_text: '',
  link_url: '',
  text_alignment: 'left',
};
