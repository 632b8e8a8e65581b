// One category's posts (matched by name, any case, or by slug), 9 per page, with the sidebar.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { eventQueries } from '@/features/events/api/event-queries';
import { EventsBrowser } from '@/features/events/components/events-browser';
import { categoryDisplayName, eventsInCategory } from '@/features/events/utils/event-filters';
import { useEventsStorageSync } from '@/features/events/utils/use-events-storage-sync';

export function Component() {
  useEventsStorageSync();
  const { categoryId = '' } = useParams();
  const events = useQuery(eventQueries.list()).data;
  const categories = useQuery(eventQueries.categories()).data;
  const name = categoryDisplayName(categoryId, categories, events);

  return (
    <>
      <PageHeader title={name} crumb={`Category: ${name}`} />
      <EventsBrowser
        // A new category starts on page 1 with an empty search.
        key={categoryId}
        events={eventsInCategory(events, categoryId)}
        allEvents={events}
        categories={categories}
        title={`${name} Events`}
        intro={`Everything we have shared about ${name.toLowerCase()}.`}
        activeCategory={categoryId}
        emptyAction={
          <ButtonLink to={paths.events.getHref()} variant="outline">
            Browse all events
          </ButtonLink>
        }
      />
    </>
  );
}
