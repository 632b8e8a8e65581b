import { faArrowRight, faCalendarDays, faUser } from '@fortawesome/free-solid-svg-icons';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { StoredImage } from '@/components/ui/stored-image';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { truncate } from '@/lib/format';
import type { EventPost } from '@/types/api/events';
import './events.css';

/** How many characters of a post's description a card or a list row shows. */
export const DESCRIPTION_PREVIEW = 60;

type EventCardProps = {
  event: EventPost;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screenful load their image eagerly. */
  eager?: boolean;
  /**
   * The page's first card: its image is the largest thing of the first screen, fetched before the
   * others (and the prerendered page's loader waits for its decoding, build/prerender.ts).
   */
  first?: boolean;
};

/** A post in a grid: image, date, category, title and a 60-character preview; opens /blog/{id}. */
export function EventCard({ event, headingLevel: Heading = 'h3', eager = false, first = false }: EventCardProps) {
  const date = formatDate(event.date);
  return (
    <article className="card events-card">
      <div className="events-card__media">
        <StoredImage
          src={event.image}
          alt=""
          width={1200}
          height={700}
          loading={eager || first ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={first ? 'high' : undefined}
        />
        {event.category ? <span className="events-card__category">{event.category}</span> : null}
      </div>
      <div className="card__body">
        <p className="events-card__meta">
          {date ? (
            <span>
              <Icon name={faCalendarDays} /> <time dateTime={event.date}>{date}</time>
            </span>
          ) : null}
          <span>
            <Icon name={faUser} /> {event.author}
          </span>
        </p>
        <Heading className="card__title events-card__title">
          <Link className="events-card__link" to={paths.blogPost.getHref(event.id)}>
            {event.title}
          </Link>
        </Heading>
        <p className="events-card__text">{truncate(event.description, DESCRIPTION_PREVIEW)}</p>
        <span className="events-card__more" aria-hidden="true">
          Read More <Icon name={faArrowRight} />
        </span>
      </div>
    </article>
  );
}
