// The spec's browser-side data: events and categories in localStorage.
import type { Category, EventPost } from '@/types/api/events';
import { seedDate } from './clock';

export function seedEvents(): EventPost[] {
  return [
    {
      id: 1736935200000,
      title: 'Back to School Drive 2026',
      slug: 'back-to-school-drive-2026',
      category: 'Education',
      date: '2026-02-14',
      image: '/images/events/event-1.jpg',
      detailsImage: '/images/events/event-1.jpg',
      galleryImages: ['/images/gallery/gallery-01.jpg', '/images/gallery/gallery-02.jpg', '/images/gallery/gallery-03.jpg'],
      description: 'School bags, books and uniforms for 500 children starting the new term with confidence.',
      content:
        'Every child deserves to start the school year ready to learn. This February our volunteers will pack and deliver 500 school kits to families across East London.\n\nEach kit holds a sturdy bag, exercise books, a geometry set, a winter uniform and a reading book chosen by our literacy team.\n\nYou can sponsor a full kit for $25 or give an hour of your time at our packing day.',
      tags: ['education', 'children', 'school'],
      highlights: ['500 school kits', 'Uniforms and books', 'Packing day open to volunteers'],
      createdAt: seedDate(2),
      isLatest: true,
      author: 'Admin',
      status: 'published',
    },
    {
      id: 1736848800000,
      title: 'Free Medical Camp in Tower Hamlets',
      slug: 'free-medical-camp-in-tower-hamlets',
      category: 'Healthcare',
      date: '2026-03-07',
      image: '/images/events/event-2.jpg',
      detailsImage: '/images/events/event-2.jpg',
      galleryImages: ['/images/gallery/gallery-04.jpg'],
      description: 'General check-ups, eye tests and medicines at no cost for families who cannot reach a clinic.',
      content:
        'Our volunteer doctors and nurses are holding a one-day medical camp with general check-ups, blood pressure and diabetes screening, eye tests and free medicines.\n\nNo appointment is needed. Interpreters for Bengali, Urdu and Somali will be on hand throughout the day.',
      tags: ['healthcare', 'medical camp'],
      highlights: ['Free check-ups', 'Eye tests', 'Free medicines'],
      createdAt: seedDate(3),
      isLatest: true,
      author: 'Admin',
      status: 'published',
    },
  ];
}

export function seedCategories(events: EventPost[] = seedEvents()): Category[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.category, (counts.get(event.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({
    id: name.toLowerCase(),
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    count,
  }));
}
