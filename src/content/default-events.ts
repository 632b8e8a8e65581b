// Built-in events (spec document 1, sections 8 and 9): the two seed events written when nothing is
// stored, and the five defaults shown when the stored events cannot be read at all.
import type { SeedClock } from '@/lib/seed-clock';
import type { Category, EventPost } from '@/types/api/events';

// Every picture shows the post's own scene (public/images), and no post shows one scene twice.

/**
 * Spec: 'Seed events when none stored: 2 (Education, Healthcare)'. Same ids as the mock seed. Dated
 * from the day they are written (`clock`): the drive is upcoming, the camp has just taken place.
 */
export function seedEventsFor(clock: SeedClock): EventPost[] {
  return [
    {
      id: 1736935200000,
      title: 'Back to School Drive 2026',
      slug: 'back-to-school-drive-2026',
      category: 'Education',
      date: clock.day(18),
      image: '/images/events/event-1.jpg',
      detailsImage: '/images/events/event-1.jpg',
      galleryImages: ['/images/gallery/gallery-01.jpg', '/images/services/service-1.jpg'],
      description: 'School bags, books and uniforms for 500 children starting the new term with confidence.',
      content:
        'Every child deserves to start the school year ready to learn. This term our volunteers will pack and deliver 500 school kits to families across East London.\n\nEach kit holds a sturdy bag, exercise books, a geometry set, a winter uniform and a reading book chosen by our literacy team.\n\nYou can sponsor a full kit for $25 or give an hour of your time at our packing day.',
      tags: ['education', 'children', 'school'],
      highlights: ['500 school kits', 'Uniforms and books', 'Packing day open to volunteers'],
      createdAt: clock.at(2, -600),
      isLatest: true,
      author: 'Admin',
      status: 'published',
    },
    {
      id: 1736848800000,
      title: 'Free Medical Camp in Tower Hamlets',
      slug: 'free-medical-camp-in-tower-hamlets',
      category: 'Healthcare',
      date: clock.day(-9),
      image: '/images/events/event-2.jpg',
      detailsImage: '/images/events/event-2.jpg',
      galleryImages: ['/images/gallery/gallery-13.jpg'],
      description: 'General check-ups, eye tests and medicines at no cost for families who cannot reach a clinic.',
      content:
        'Our volunteer doctors and nurses held a one-day medical camp with general check-ups, blood pressure and diabetes screening, eye tests and free medicines.\n\nNo appointment was needed. Interpreters for Bengali, Urdu and Somali were on hand throughout the day.',
      tags: ['healthcare', 'medical camp'],
      highlights: ['Free check-ups', 'Eye tests', 'Free medicines'],
      createdAt: clock.at(3, -600),
      isLatest: true,
      author: 'Admin',
      status: 'published',
    },
  ];
}

/** Spec: events fall back to the stored ones, 'then to 5 defaults'. */
export const DEFAULT_EVENTS: readonly EventPost[] = [
  {
    id: 1704103200001,
    title: 'Back to School Drive',
    slug: 'back-to-school-drive',
    category: 'Education',
    date: '2026-02-14',
    image: '/images/events/event-1.jpg',
    detailsImage: '/images/events/event-1.jpg',
    galleryImages: ['/images/gallery/gallery-01.jpg', '/images/services/service-1.jpg'],
    description: 'School bags, books and uniforms for children starting the new term with confidence.',
    content:
      'Every child deserves to start the school year ready to learn. Our volunteers pack and deliver school kits to families who would otherwise go without.\n\nEach kit holds a sturdy bag, exercise books, a geometry set, a uniform and a reading book chosen by our literacy team.',
    tags: ['education', 'children'],
    highlights: ['School kits for every child', 'Uniforms and books'],
    createdAt: '2026-01-05T09:00:00.000Z',
    isLatest: true,
    author: 'Admin',
    status: 'published',
  },
  {
    id: 1704103200002,
    title: 'Free Medical Camp',
    slug: 'free-medical-camp',
    category: 'Healthcare',
    date: '2026-03-07',
    image: '/images/events/event-2.jpg',
    detailsImage: '/images/events/event-2.jpg',
    galleryImages: ['/images/gallery/gallery-13.jpg'],
    description: 'General check-ups, eye tests and medicines at no cost for families who cannot reach a clinic.',
    content:
      'Volunteer doctors and nurses hold a one-day camp with general check-ups, blood pressure and diabetes screening, eye tests and free medicines.\n\nNo appointment is needed, and interpreters are on hand throughout the day.',
    tags: ['healthcare', 'medical camp'],
    highlights: ['Free check-ups', 'Eye tests', 'Free medicines'],
    createdAt: '2026-01-04T09:00:00.000Z',
    isLatest: true,
    author: 'Admin',
    status: 'published',
  },
  {
    id: 1704103200003,
    title: 'Community Iftar Dinner',
    slug: 'community-iftar-dinner',
    category: 'Charity',
    date: '2026-03-21',
    image: '/images/gallery/gallery-07.jpg',
    detailsImage: '/images/gallery/gallery-07.jpg',
    galleryImages: ['/images/gallery/gallery-14.jpg'],
    description: 'An evening meal shared with hundreds of neighbours, volunteers and supporters.',
    content:
      'Each year we open our doors for a community iftar where everyone is welcome, whatever their faith or background.\n\nVolunteers cook, serve and clear up, and every donation on the night funds food parcels for the weeks that follow.',
    tags: ['charity', 'community', 'food'],
    highlights: ['Open to everyone', 'Food parcels funded on the night'],
    createdAt: '2026-01-03T09:00:00.000Z',
    isLatest: true,
    author: 'Admin',
    status: 'published',
  },
  {
    id: 1704103200004,
    title: 'Clean Water Well Opening',
    slug: 'clean-water-well-opening',
    category: 'Charity',
    date: '2026-04-11',
    image: '/images/gallery/gallery-10.jpg',
    detailsImage: '/images/gallery/gallery-10.jpg',
    galleryImages: [],
    description: 'A new hand-pump well bringing safe drinking water to a village of 800 people.',
    content:
      'Thanks to our supporters, a village of 800 people now has safe drinking water a short walk from home.\n\nThe well was dug by a local team, who will also look after it for years to come.',
    tags: ['water', 'charity'],
    highlights: ['Safe water for 800 people', 'Maintained by a local team'],
    createdAt: '2026-01-02T09:00:00.000Z',
    isLatest: true,
    author: 'Admin',
    status: 'published',
  },
  {
    id: 1704103200005,
    title: 'Tree Planting Weekend',
    slug: 'tree-planting-weekend',
    category: 'Environment',
    date: '2026-05-02',
    image: '/images/events/event-4.jpg',
    detailsImage: '/images/events/event-4.jpg',
    galleryImages: ['/images/gallery/gallery-12.jpg'],
    description: 'Volunteers planting 500 trees around schools and community centres.',
    content:
      'Over one weekend our volunteers plant 500 native trees around schools and community centres, giving children shade and cleaner air.\n\nTools, gloves and refreshments are provided. Families are very welcome.',
    tags: ['environment', 'volunteering'],
    highlights: ['500 native trees', 'Family friendly'],
    createdAt: '2026-01-01T09:00:00.000Z',
    isLatest: true,
    author: 'Admin',
    status: 'published',
  },
];

/**
 * Spec section 9: 'Static sidebar categories: Education 5, Healthcare 3, Charity 4, Environment 2'.
 * The `categories` seed written when none are stored, and the sidebar's list when the stored one is empty.
 */
export const STATIC_SIDEBAR_CATEGORIES: readonly Category[] = [
  { id: 'education', name: 'Education', slug: 'education', count: 5 },
  { id: 'healthcare', name: 'Healthcare', slug: 'healthcare', count: 3 },
  { id: 'charity', name: 'Charity', slug: 'charity', count: 4 },
  { id: 'environment', name: 'Environment', slug: 'environment', count: 2 },
];
