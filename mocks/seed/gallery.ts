import type { GalleryCategory } from '@/types/api/gallery';
import type { GalleryRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

// Each title and description says what its own illustration shows (public/images/gallery), in the
// file's order; no two show the same scene.
const IMAGES: Array<[title: string, category: GalleryCategory, featured: boolean, description: string]> = [
  ['Walking to school together', 'projects', true, 'Children and a teacher on the path to a partner school.'],
  ['Food drive at the community centre', 'donations', true, 'Volunteers handing out food parcels outside the community centre.'],
  ['Free medical camp', 'events', false, 'A doctor greeting a family outside the tents of our free medical camp.'],
  ['Our field team', 'team', false, 'The field team reaching families cut off by the floods.'],
  ['Sewing centre class', 'projects', true, 'Women learning a trade on the six-month sewing course.'],
  ['Hands held out in hope', 'donations', false, 'Open hands and a heart: the giving behind every project.'],
  ['Community iftar', 'events', false, 'Neighbours sharing an iftar meal under the evening lights.'],
  ['Saplings for the village', 'team', false, 'Volunteers and families planting young trees around the village.'],
  ['Rebuilding a family home', 'general', false, 'Builders and a family at the brick walls of their new home.'],
  ['Clean water well', 'projects', true, 'A new hand-pump well serving a village of 800 people.'],
  ['New desks for the classroom', 'donations', false, 'A class at desks and a blackboard paid for by your donations.'],
  ['Volunteer day', 'events', true, 'Our volunteers in front of the Hope Foundation centre.'],
  ['Health check at the clinic', 'general', false, 'A doctor seeing a father and his son at our clinic.'],
  ['Warm meals volunteers', 'team', false, ''],
  ['Zakat appeal', 'events', false, 'A coin going into the Zakat box on a moonlit night.'],
  ['Annual charity gala', 'general', false, 'Supporters at the tables of our annual fundraising gala.'],
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
