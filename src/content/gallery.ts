// The 12 placeholder images the gallery shows when its load fails (spec document 1, section 8).
import type { GalleryImage } from '@/types/api/gallery';

const PLACEHOLDERS: Array<[title: string, description: string]> = [
  ['Walking to school together', 'Children on their way to one of our partner schools.'],
  ['Food drive volunteers', 'Volunteers handing out monthly food parcels.'],
  ['Free medical camp', 'Doctors and nurses at a one-day medical camp.'],
  ['Flood relief distribution', 'Relief supplies reaching families after the floods.'],
  ['Sewing centre for women', 'Women learning a trade at our sewing centre.'],
  ['Hands joined in hope', 'Our supporters, together for every family we help.'],
  ['Community meal', 'Neighbours sharing a meal at our community kitchen.'],
  ['Tree planting day', 'Volunteers planting trees around a village school.'],
  ['New family shelters', 'Safe shelters built for families who lost their homes.'],
  ['Clean water well', 'A hand-pump well bringing clean water to a village.'],
  ['Classroom reading hour', 'A reading hour with books from our literacy programme.'],
  ['Our volunteer team', 'The volunteers who make every project possible.'],
];

export const PLACEHOLDER_GALLERY: readonly GalleryImage[] = PLACEHOLDERS.map(([title, description], index) => ({
  id: index + 1,
  image_url: `/images/gallery/gallery-${String(index + 1).padStart(2, '0')}.jpg`,
  title,
  description,
  category: 'general',
  is_featured: false,
  display_order: index + 1,
  created_at: '2024-01-01T00:00:00.000Z',
}));
