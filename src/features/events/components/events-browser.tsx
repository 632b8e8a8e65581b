import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons';
import { useId, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { paginate } from '@/components/ui/paginate';
import { Pagination } from '@/components/ui/pagination';
import type { Category, EventPost } from '@/types/api/events';
import { EVENTS_PAGE_SIZE, searchEvents } from '../utils/event-filters';
import { EventCard } from './event-card';
import { EventsSidebar } from './events-sidebar';
import './events.css';

type EventsBrowserProps = {
  /** The posts this page lists (all of them, or one category's). */
  events: readonly EventPost[];
  /** Every stored post, for Latest Posts. */
  allEvents: readonly EventPost[];
  categories: readonly Category[];
  /** Heading of the results column (h2). */
  title: string;
  intro?: ReactNode;
  activeCategory?: string;
  /** Shown instead of the grid when the page has no posts before any search. */
  emptyAction?: ReactNode;
};

/** The grid of posts, 9 per page with pagination, beside the sidebar whose search filters it. */
export function EventsBrowser({ events, allEvents, categories, title, intro, activeCategory, emptyAction }: EventsBrowserProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const matches = searchEvents(events, query);
  const current = paginate(matches, page, EVENTS_PAGE_SIZE);
  const first = (current.page - 1) * EVENTS_PAGE_SIZE + 1;
  const last = first + current.items.length - 1;

  const onSearch = (value: string) => {
    setQuery(value);
    setPage(1);
  };

  const onPageChange = (next: number) => {
    setPage(next);
    // A new page starts at the top of the list; focus follows so keyboard users start there too.
    const heading = headingRef.current;
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <section className="section events-page" aria-labelledby={`${id}-title`}>
      <div className="container grid grid--sidebar events-page__layout">
        <div className="events-page__main">
          <div className="events-page__head">
            <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="events-page__title">
              {title}
            </h2>
            {intro ? <p className="events-page__intro">{intro}</p> : null}
            <p className="events-page__count" role="status">
              {matches.length ? `Showing ${first}–${last} of ${matches.length} ${matches.length === 1 ? 'post' : 'posts'}` : ''}
            </p>
          </div>

          {current.items.length ? (
            <ul className="grid grid--2 events-grid">
              {current.items.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} eager={index < 3} first={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={faMagnifyingGlass} message="No events found." action={query ? undefined : emptyAction} className="events-page__empty" />
          )}

          <Pagination
            page={current.page}
            pageCount={current.pageCount}
            onPageChange={onPageChange}
            label="Events pages"
            className="events-page__pagination"
          />
        </div>

        <EventsSidebar events={allEvents} categories={categories} search={{ value: query, onChange: onSearch }} activeCategory={activeCategory} />
      </div>
    </section>
  );
}
