import type { GalleryCategory } from '@/types/api/gallery';
import type { GalleryRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

const IMAGES: Array<[title: string, category: GalleryCategory, featured: boolean, description: string]> = [
  ['Opening day at the learning centre', 'projects', true, 'Children and teachers on the first morning of the new centre.'],
  ['Food parcels ready to go', 'donations', true, 'Volunteers packing monthly food parcels for 300 families.'],
  ['Annual charity dinner', 'events', false, 'Supporters gathered for our annual fundraising dinner.'],
  ['Our field team', 'team', false, 'The field team before a week of home visits.'],
  ['Clean water well', 'projects', true, 'A new hand-pump well serving a village of 800 people.'],
  ['Winter blankets appeal', 'donations', false, 'Blankets bought with your donations, ready for distribution.'],
  ['Medical camp queue', 'events', false, 'Families waiting for free check-ups at the medical camp.'],
  ['Volunteers at the warehouse', 'team', false, 'Saturday volunteers sorting donated clothes.'],
  ['Classroom reading hour', 'general', false, 'A reading hour with books from our literacy programme.'],
  ['Flood relief convoy', 'projects', true, 'Trucks carrying relief supplies after the floods.'],
  ['Eid gifts for orphans', 'donations', false, 'Eid clothes and gifts for children in our sponsorship programme.'],
  ['Fun run for education', 'events', true, 'Runners raising funds for school kits.'],
  ['Sewing centre graduates', 'general', false, 'Women completing the six-month sewing course.'],
  ['Trustees meeting', 'team', false, ''],
  ['Community iftar', 'events', false, 'Hundreds shared an iftar meal together.'],
  ['Smiles after school', 'general', false, 'Pupils heading home after school.'],
];

export function seedGallery(clock: SeedClock): GalleryRecord[] {
  return IMAGES.map(([title, category, is_featured, description], index) => ({
    id: index + 1,
    image_url: `/images/gallery/gallery-${String(index + 1).padStart(2, '0')}.jpg`,
    title,
    description,
    category,
    is_featured,
    display_order: index + 1,
    created_at: clock.at(120 - index * 7),
  }));
}
