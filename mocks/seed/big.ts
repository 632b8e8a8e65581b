// The 'big' data set: 10,000 donations, 2,000 volunteers and 500 events, generated from a fixed
// PRNG seed so every run gives the same records. The hand-written seed records come first.
import { AVAILABILITY } from '@/types/api/volunteers';
import { DONATION_TYPES } from '@/types/api/donations';
import { POST_CATEGORIES, type EventPost } from '@/types/api/events';
import type { DonationRecord, VolunteerRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';
import { seededRandom } from './clock';
import { seedDonations } from './donations';
import { seedEvents } from './events';
import { seedVolunteers } from './volunteers';

export const BIG_DONATIONS = 10_000;
export const BIG_VOLUNTEERS = 2_000;
export const BIG_EVENTS = 500;

const FIRST_NAMES = [
  'Amelia',
  'Muhammad',
  'Olivia',
  'Liam',
  'Fatima',
  'Jonas',
  'Aisha',
  'Bilal',
  'Emily',
  'Sophie',
  'Omar',
  'Hannah',
  'James',
  'Zainab',
  'Noah',
  'Mariam',
  'Yusuf',
  'Charlotte',
  'Hassan',
  'Layla',
  'Lukas',
  'Grace',
  'Imran',
  'Chloe',
  'Ahmed',
  'Ethan',
  'Sana',
  'Daniel',
  'Nadia',
  'Ibrahim',
];
const LAST_NAMES = [
  'Hughes',
  'Usman',
  'Bennett',
  'Connor',
  'Mansoori',
  'Weber',
  'Rahman',
  'Ahmed',
  'Carter',
  'Tremblay',
  'Khalid',
  'Schmidt',
  'Wilson',
  'Hussain',
  'Thompson',
  'Siddiqui',
  'Ali',
  'Davies',
  'Raza',
  'Haddad',
  'Fischer',
  'Miller',
  'Sheikh',
  'Martin',
  'Qureshi',
  'Brown',
  'Malik',
  'Murphy',
  'Karim',
  'Yilmaz',
];
const COUNTRIES = [
  'United Kingdom',
  'United Kingdom',
  'United Kingdom',
  'Pakistan',
  'Pakistan',
  'United States',
  'Canada',
  'United Arab Emirates',
  'Germany',
  'France',
  'Australia',
  'Ireland',
  'Türkiye',
  'Malaysia',
];
const CAMPAIGNS = ['general', 'education', 'medical-aid', 'shelter', 'disaster-relief', 'women-empowerment', 'zakat'];
const AMOUNTS = [10, 25, 50, 100, 250, 500];
const MESSAGES = [
  'Keep up the wonderful work.',
  'For those most in need.',
  'In memory of my father.',
  'Happy to help.',
  'Please use this where it is needed most.',
];
const SKILLS = ['Teaching', 'First aid', 'Driving', 'Cooking', 'Photography', 'Accounting', 'Translation', 'Logistics'];
const OCCUPATIONS = ['Student', 'Teacher', 'Nurse', 'Engineer', 'Retired', 'Designer', 'Accountant', 'Shop owner'];
const EVENT_TOPICS: Record<(typeof POST_CATEGORIES)[number], string[]> = {
  Education: ['School Kits Drive', 'Reading Club', 'Scholarship Day', 'Teacher Training'],
  Healthcare: ['Medical Camp', 'Eye Test Day', 'Blood Drive', 'Maternal Health Clinic'],
  Environment: ['Tree Planting', 'River Clean-up', 'Clean Water Well', 'Recycling Workshop'],
  Charity: ['Food Parcel Day', 'Winter Blanket Appeal', 'Community Iftar', 'Charity Fun Run'],
};

function picker(random: () => number) {
  return <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
}

export function bigDonations(clock: SeedClock, count = BIG_DONATIONS): DonationRecord[] {
  const random = seededRandom(10_001);
  const pick = picker(random);
  const seed = seedDonations(clock);
  const records: DonationRecord[] = seed.slice(0, count);
  for (let id = seed.length + 1; id <= count; id += 1) {
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const custom = random() < 0.2;
    const message = random() < 0.15 ? pick(MESSAGES) : undefined;
    const country = random() < 0.95 ? pick(COUNTRIES) : undefined;
    records.push({
      id,
      donor_name: name,
      donor_email: `${name.toLowerCase().replace(' ', '.')}.${id}@example.com`,
      ...(random() < 0.7 ? { donor_phone: `+44 7700 ${String(100000 + id).slice(-6)}` } : {}),
      ...(country ? { donor_country: country } : {}),
      amount: custom ? Math.round(5 + random() * 1995) : pick(AMOUNTS),
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: pick(DONATION_TYPES),
      campaign: pick(CAMPAIGNS),
      // From the id, not the PRNG, so every other generated field stays as it was.
      frequency: id % 8 === 0 ? 'monthly' : 'one-time',
      ...(message ? { message } : {}),
      is_anonymous: random() < 0.1,
      card_last4: String(Math.floor(random() * 10_000)).padStart(4, '0'),
      card_name: name,
      status: 'Completed',
      // About one every 50 minutes going back from yesterday, over the last 12 months.
      created_at: clock.at(1, (id - seed.length) * 50),
    });
  }
  return records;
}

export function bigVolunteers(clock: SeedClock, count = BIG_VOLUNTEERS): VolunteerRecord[] {
  const random = seededRandom(20_002);
  const pick = picker(random);
  const seed = seedVolunteers(clock);
  const records: VolunteerRecord[] = seed.slice(0, count);
  for (let id = seed.length + 1; id <= count; id += 1) {
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const skillCount = Math.floor(random() * 3);
    const skills = [...new Set(Array.from({ length: skillCount }, () => pick(SKILLS)))].join(', ');
    records.push({
      id,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}.v${id}@example.com`,
      phone: `+44 7700 ${String(200000 + id).slice(-6)}`,
      address: `${1 + Math.floor(random() * 200)} High Street, ${pick(COUNTRIES)}`,
      age: random() < 0.1 ? null : 16 + Math.floor(random() * 60),
      ...(skills ? { skills } : {}),
      ...(random() < 0.5 ? { experience: 'Volunteered with a local charity before.' } : {}),
      availability: pick(AVAILABILITY),
      motivation: 'I want to give my time to help families in need.',
      status: random() < 0.4 ? 'approved' : 'pending',
      ...(random() < 0.6 ? { occupation: pick(OCCUPATIONS) } : {}),
      ...(random() < 0.6 ? { hours: 1 + Math.floor(random() * 20) } : {}),
      created_at: clock.at(2, (id - seed.length) * 240),
    });
  }
  return records;
}

export function bigEvents(clock: SeedClock, count = BIG_EVENTS): EventPost[] {
  const random = seededRandom(30_003);
  const pick = picker(random);
  const seed = seedEvents(clock.today);
  const records: EventPost[] = seed.slice(0, count);
  for (let n = 1; records.length < count; n += 1) {
    const category = pick(POST_CATEGORIES);
    const title = `${pick(EVENT_TOPICS[category])} #${n}`;
    const image = `/images/events/event-${1 + Math.floor(random() * 6)}.jpg`;
    const date = clock.day(Math.floor(random() * 360 - 300));
    records.push({
      // Ids are timestamps in the app; these are fixed instants older than the seed events.
      id: 1_700_000_000_000 - n * 3_600_000,
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      category,
      date,
      image,
      detailsImage: image,
      galleryImages: [],
      description: `${title}: join us and help families in our community.`,
      content: `${title} brings volunteers and supporters together.\n\nEvery contribution, big or small, makes a difference.`,
      tags: [category.toLowerCase()],
      highlights: ['Open to everyone', 'Free to attend'],
      createdAt: clock.at(4, n * 720),
      isLatest: false,
      author: 'Admin',
      status: 'published',
    });
  }
  return records;
}
