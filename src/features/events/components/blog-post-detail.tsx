import { faFacebookF, faLinkedinIn, faWhatsapp, faXTwitter } from '@fortawesome/free-brands-svg-icons';
import { faCalendarDays, faCircleCheck, faFolderOpen, faTags, faUser } from '@fortawesome/free-solid-svg-icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconDefinition } from '@/components/ui/icon';
import { StoredImage } from '@/components/ui/stored-image';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { safeHref } from '@/lib/safe-href';
import { categorySlug } from '@/lib/slug';
import type { EventPost } from '@/types/api/events';
import { contentParagraphs, galleryImages } from '../utils/event-filters';
import { EventCard } from './event-card';
import './blog-post.css';

type Share = { network: string; icon: IconDefinition; href: (url: string, title: string) => string };

const enc = encodeURIComponent;

/** Each network's share URL, carrying the page URL (and the title where the network takes one). */
export const SHARE_TARGETS: readonly Share[] = [
  { network: 'Facebook', icon: faFacebookF, href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  { network: 'X (Twitter)', icon: faXTwitter, href: (url, title) => `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` },
  { network: 'LinkedIn', icon: faLinkedinIn, href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
  { network: 'WhatsApp', icon: faWhatsapp, href: (url, title) => `https://wa.me/?text=${enc(`${title} ${url}`)}` },
];

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const id = useId();
  return (
    <div className="blog-share">
      <h2 id={id} className="blog-share__title">
        Share this post
      </h2>
      <ul className="blog-share__list" aria-labelledby={id}>
        {SHARE_TARGETS.map((target) => (
          <li key={target.network}>
            <a
              className="blog-share__link"
              href={target.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${target.network} (opens in a new tab)`}
            >
              <Icon name={target.icon} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The post itself: every stored text is rendered as text, never as HTML. */
export function BlogPostArticle({ post, shareUrl }: { post: EventPost; shareUrl: string }) {
  const id = useId();
  const date = formatDate(post.date);
  // The details image when it passes the URL rules, else the card's image (or the placeholder).
  const hero = safeHref(post.detailsImage, { image: true }) || post.image;
  const paragraphs = contentParagraphs(post.content);
  // Only images that pass the URL rules count towards the 'more than 1 image' gallery.
  const gallery = galleryImages(post).filter((src) => safeHref(src, { image: true }));

  return (
    // The page's <h1> (the page header) is the post title, so the article is named by it too.
    <article className="blog-post" aria-label={post.title}>
      <header className="blog-post__header">
        {post.category ? (
          <Link className="blog-post__category tap-area" to={paths.category.getHref(categorySlug(post.category))}>
            <Icon name={faFolderOpen} /> {post.category}
          </Link>
        ) : null}
        <p className="blog-post__meta">
          {date ? (
            <span>
              <Icon name={faCalendarDays} /> <time dateTime={post.date}>{date}</time>
            </span>
          ) : null}
          <span>
            <Icon name={faUser} /> By {post.author}
          </span>
        </p>
      </header>

      <StoredImage className="blog-post__hero" src={hero} alt={post.title} width={1200} height={700} decoding="async" fetchPriority="high" />

      <div className="blog-post__content">
        {post.description ? <p className="blog-post__lead">{post.description}</p> : null}
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="prewrap">
            {paragraph}
          </p>
        ))}
      </div>

      {post.highlights.length ? (
        <section className="blog-post__section blog-highlights" aria-labelledby={`${id}-highlights`}>
          <h2 id={`${id}-highlights`} className="blog-post__heading">
            Key Highlights
          </h2>
          <ul className="grid grid--2 blog-highlights__list">
            {post.highlights.map((item, index) => (
              <li key={index}>
                <Icon name={faCircleCheck} className="blog-highlights__icon" /> <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {gallery.length > 1 ? (
        <section className="blog-post__section" aria-labelledby={`${id}-gallery`}>
          <h2 id={`${id}-gallery`} className="blog-post__heading">
            Event Gallery
          </h2>
          <ul className="blog-gallery">
            {gallery.map((src, index) => (
              <li key={`${src}-${index}`}>
                <StoredImage
                  src={src}
                  alt={`${post.title} (${index + 1} of ${gallery.length})`}
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer className="blog-post__footer cluster cluster--split">
        {post.tags.length ? (
          <div className="blog-tags">
            <h2 id={`${id}-tags`} className="blog-tags__title">
              <Icon name={faTags} /> Tags
            </h2>
            <ul className="blog-tags__list" aria-labelledby={`${id}-tags`}>
              {post.tags.map((tag, index) => (
                <li key={`${tag}-${index}`} className="blog-tags__tag">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ShareLinks url={shareUrl} title={post.title} />
      </footer>
    </article>
  );
}

/** Up to 3 posts of the same category. */
export function RelatedPosts({ posts }: { posts: readonly EventPost[] }) {
  const id = useId();
  if (!posts.length) return null;
  return (
    <section className="section section--muted blog-related" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="blog-related__title">
          Related Posts
        </h2>
        <ul className="grid grid--3 events-grid events-grid--three">
          {posts.map((post) => (
            <li key={post.id}>
              <EventCard event={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
