// Events and blog list: every stored post, 9 per page, with the sidebar (search, categories,
// Latest Posts). Posts live in localStorage `events` (spec document 1, sections 2 and 3).
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page/page-header';
import { eventQueries } from '@/features/events/api/event-queries';
import { EventsBrowser } from '@/features/events/components/events-browser';
import { useEventsStorageSync } from '@/features/events/utils/use-events-storage-sync';

export function Component() {
  useEventsStorageSync();
  const events = useQuery(eventQueries.list()).data;
  const categories = useQuery(eventQueries.categories()).data;

  return (
    <>
      <PageHeader title="Events" />
      <EventsBrowser
        events={events}
        allEvents={events}
        categories={categories}
        title="News & Upcoming Events"
        intro="Stories from the field, community gatherings and the ways you can get involved."
      />
    </>
  );
}
