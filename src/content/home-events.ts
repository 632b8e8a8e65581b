// The five default events the home page shows when neither GET /api/events nor the events kept in
// localStorage give any (spec document 1, section 8).
import type { EventPost } from '@/types/api/events';

type DefaultEvent = Pick<EventPost, 'title' | 'category' | 'date' | 'description'>;

const DEFAULTS: DefaultEvent[] = [
  {
    title: 'Back to School Drive',
    category: 'Education',
    date: '2026-02-14',
    description: 'School bags, books and uniforms for children starting the new term with confidence.',
  },
  {
    title: 'Free Medical Camp',
    category: 'Healthcare',
    date: '2026-03-07',
    description: 'General check-ups, eye tests and medicines at no cost for families who cannot reach a clinic.',
  },
  {
    title: 'Community Iftar Dinner',
    category: 'Charity',
    date: '2026-03-21',
    description: 'An evening meal shared with hundreds of neighbours, volunteers and supporters.',
  },
  {
    title: 'Clean Water Well Opening',
    category: 'Charity',
    date: '2026-04-11',
    description: 'A new hand-pump well bringing safe drinking water to a village of 800 people.',
  },
  {
    title: 'Tree Planting Weekend',
    category: 'Environment',
    date: '2026-05-02',
    description: 'Volunteers planting 500 trees around schools and community centres.',
  },
];

export const DEFAULT_HOME_EVENTS: readonly EventPost[] = DEFAULTS.map((event, index) => {
  const slug = event.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    ...event,
    id: index + 1,
    slug,
    image: `/images/events/event-${index + 1}.jpg`,
    detailsImage: `/images/events/event-${index + 1}.jpg`,
    galleryImages: [],
    content: event.description,
    tags: [],
    highlights: [],
    createdAt: `${event.date}T09:00:00.000Z`,
    isLatest: false,
    author: 'Admin',
    status: 'published',
  };
});
