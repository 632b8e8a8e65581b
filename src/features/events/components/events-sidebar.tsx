import { faCalendarDays, faChevronRight, faFolderOpen } from '@fortawesome/free-solid-svg-icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { categorySlug } from '@/lib/slug';
import type { Category, EventPost } from '@/types/api/events';
import { latestPosts, sidebarCategories } from '../utils/event-filters';
import './events.css';

type EventsSidebarProps = {
  /** Every stored post (Latest Posts come from their isLatest flag). */
  events: readonly EventPost[];
  /** The stored categories; the spec's static list shows when there are none. */
  categories: readonly Category[];
  /** Shows the search box when given. */
  search?: { value: string; onChange: (value: string) => void };
  /** Slug of the category being shown, marked as the current link. */
  activeCategory?: string;
};

/** Search, the category list with counts, and Latest Posts (up to 5). */
export function EventsSidebar({ events, categories, search, activeCategory }: EventsSidebarProps) {
  const id = useId();
  const latest = latestPosts(events);
  const shownCategories = sidebarCategories(categories);
  const active = activeCategory ? categorySlug(activeCategory) : undefined;

  return (
    <aside className="events-sidebar" aria-label="Blog sidebar">
      {search ? (
        <section className="events-widget" aria-labelledby={`${id}-search`}>
          <h2 id={`${id}-search`} className="events-widget__title">
            Search
          </h2>
          <SearchInput
            label="Search"
            value={search.value}
            onChange={search.onChange}
            placeholder="Search events..."
            containerClassName="events-widget__search"
          />
        </section>
      ) : null}

      <section className="events-widget" aria-labelledby={`${id}-categories`}>
        <h2 id={`${id}-categories`} className="events-widget__title">
          Categories
        </h2>
        <ul className="events-categories">
          {shownCategories.map((category) => {
            const slug = category.slug || categorySlug(category.name);
            return (
              <li key={`${category.id}-${slug}`}>
                <Link className="events-categories__link" to={paths.category.getHref(slug)} aria-current={slug === active ? 'page' : undefined}>
                  <span className="events-categories__name">
                    <Icon name={faFolderOpen} /> {category.name}
                  </span>{' '}
                  <span className="events-categories__count">({category.count})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="events-widget" aria-labelledby={`${id}-latest`}>
        <h2 id={`${id}-latest`} className="events-widget__title">
          Latest Posts
        </h2>
        {latest.length ? (
          <ul className="events-latest">
            {latest.map((post) => (
              // Titles and dates only: a thumbnail repeated the picture of a card or post on the same page.
              <li key={post.id} className="events-latest__item">
                <Link className="events-latest__link" to={paths.blogPost.getHref(post.id)}>
                  {post.title}
                </Link>
                {formatDate(post.date) ? (
                  <p className="events-latest__date">
                    <Icon name={faCalendarDays} /> <time dateTime={post.date}>{formatDate(post.date)}</time>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="events-widget__empty">No recent posts yet.</p>
        )}
      </section>

      <section className="events-widget events-widget--cta">
        <h2 className="events-widget__title">Support Our Mission</h2>
        <p>Every gift, large or small, helps a family through a hard season.</p>
        <ButtonLink variant="secondary" to={paths.donate.getHref()}>
          Support Our Work <Icon name={faChevronRight} />
        </ButtonLink>
      </section>
    </aside>
  );
}
