// A post in full. An id that matches no stored post goes to /events (spec document 1, section 2).
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { paths } from '@/config/paths';
import { eventQueries } from '@/features/events/api/event-queries';
import { BlogPostArticle, RelatedPosts } from '@/features/events/components/blog-post-detail';
import { EventsSidebar } from '@/features/events/components/events-sidebar';
import { findEvent, relatedPosts } from '@/features/events/utils/event-filters';
import { useEventsStorageSync } from '@/features/events/utils/use-events-storage-sync';

export function Component() {
  useEventsStorageSync();
  const { id } = useParams();
  const location = useLocation();
  const events = useQuery(eventQueries.list()).data;
  const categories = useQuery(eventQueries.categories()).data;
  const post = findEvent(events, id);

  if (!post) return <Navigate to={paths.events.getHref()} replace />;

  // The address people share: this page under the site's base path.
  const shareUrl = typeof window === 'undefined' ? location.pathname : window.location.href;

  return (
    <>
      <PageHeader title={post.title} />
      <section className="section">
        <div className="container grid grid--sidebar events-page__layout">
          <BlogPostArticle key={post.id} post={post} shareUrl={shareUrl} />
          <EventsSidebar events={events} categories={categories} activeCategory={post.category} />
        </div>
      </section>
      <RelatedPosts posts={relatedPosts(events, post)} />
    </>
  );
}
