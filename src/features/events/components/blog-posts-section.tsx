// Admin: blog posts (the events kept in localStorage). Stat cards (with the spec's placeholder
// figures), category filter, search, a table with edit / delete / view, and the post form.
import { faChartLine, faComments, faEye, faNewspaper, faPenToSquare, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListToolbar } from '@/components/resource/list-toolbar';
import { ResourceSection } from '@/components/resource/resource-section';
import { buttonClassName } from '@/components/ui/button';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { Icon } from '@/components/ui/icon';
import { StatCard } from '@/components/ui/stat-card';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { truncate } from '@/lib/format';
import type { EventPost } from '@/types/api/events';
import { useDeleteEvent } from '../api/delete-event';
import { eventQueries } from '../api/event-queries';
import { inCategory, searchEvents } from '../utils/event-filters';
import { DESCRIPTION_PREVIEW } from './event-card';
import { useEventsStorageSync } from '../utils/use-events-storage-sync';
import { EventFormModal } from './event-form-modal';
import './blog-posts-section.css';

/** Spec: static placeholder figures, not real data. */
export const BLOG_PLACEHOLDERS = { views: '2,345', comments: '156', viewsPerPost: '245' } as const;

export const BLOG_TEXTS = {
  deleteConfirm: 'Are you sure you want to delete this post?',
  deleteFailed: 'Failed to delete post. Please try again.',
} as const;

const FILTERS = ['All', 'Education', 'Healthcare', 'Charity'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_OPTIONS = FILTERS.map((f) => ({ value: f, label: f }));

const PAGE_SIZE = 10;

export type BlogPostsSectionProps = {
  /** Spec: on the /admin/blog-posts page the edit action does nothing. */
  editable?: boolean;
  /** On a page of its own the section's heading is the page's h1, with this text. */
  pageTitle?: string;
};

type FormState = { open: false } | { open: true; event: EventPost | null };

export function BlogPostsSection({ editable = true, pageTitle }: BlogPostsSectionProps) {
  useEventsStorageSync();
  const { data: events } = useQuery(eventQueries.list());
  const [filter, setFilter] = useState<Filter>('All');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [form, setForm] = useState<FormState>({ open: false });
  const remove = useDeleteEvent();
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  const toast = useToast();

  const rows = useMemo(() => {
    const inFilter = filter === 'All' ? events : events.filter((e) => inCategory(e, filter));
    return searchEvents(inFilter, deferredSearch);
  }, [events, filter, deferredSearch]);

  const handleDelete = async (event: EventPost) => {
    if (!(await askConfirm(BLOG_TEXTS.deleteConfirm, { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(event.id);
      toast.success(`"${event.title}" has been deleted.`);
    } catch (error) {
      console.warn('Failed to delete the post', error);
      await showAlert(BLOG_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const columns: DataTableColumn<EventPost>[] = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      rowHeader: true,
      sortValue: (e) => e.title.toLowerCase(),
      render: (e) => (
        <div className="blog-posts-cell">
          <span className="blog-posts-cell__main">{e.title}</span>
          <span className="blog-posts-cell__sub">{truncate(e.description, DESCRIPTION_PREVIEW)}</span>
        </div>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      sortable: true,
      render: (e) => <span className="badge badge--primary">{e.category}</span>,
    },
    {
      key: 'date',
      header: 'Date',
      sortable: true,
      sortValue: (e) => Date.parse(e.date) || 0,
      render: (e) => <time dateTime={e.date}>{formatDate(e.date) || e.date}</time>,
    },
    {
      key: 'status',
      header: 'Status',
      render: () => <span className="badge badge--success">Published</span>,
    },
    {
      key: 'views',
      header: 'Views',
      render: () => BLOG_PLACEHOLDERS.viewsPerPost,
    },
    {
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (e) => {
        const busy = remove.isPending && remove.variables === e.id;
        return (
          <div className="blog-posts-actions">
            <RowAction
              icon={faPenToSquare}
              label="Edit"
              title={editable ? 'Edit' : 'Edit posts from the dashboard'}
              aria-disabled={editable ? undefined : true}
              disabled={busy}
              onClick={editable ? () => setForm({ open: true, event: e }) : undefined}
            />
            <RowAction icon={faTrash} label="Delete" className="blog-posts-actions__delete" isLoading={busy} onClick={() => void handleDelete(e)} />
            <Link
              to={paths.blogPost.getHref(e.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="View"
              title="View (opens in a new tab)"
              className={buttonClassName({ variant: 'ghost', size: 'sm', iconOnly: true })}
            >
              <Icon name={faEye} className="ui-btn__icon" />
            </Link>
          </div>
        );
      },
    },
  ];

  return (
    <ResourceSection
      title={pageTitle ?? 'Blog Posts'}
      headingLevel={pageTitle ? 1 : 2}
      intro="Posts shown on the events and blog pages."
      addLabel="New Post"
      onAdd={() => setForm({ open: true, event: null })}
    >
      <div className="ui-resource-stats">
        <StatCard label="Total Posts" value={events.length} icon={faNewspaper} tone="primary" />
        <StatCard label="Total Views" value={BLOG_PLACEHOLDERS.views} icon={faEye} tone="info" />
        <StatCard label="Comments" value={BLOG_PLACEHOLDERS.comments} icon={faComments} tone="secondary" />
        <StatCard label="Views per Post" value={BLOG_PLACEHOLDERS.viewsPerPost} icon={faChartLine} tone="success" />
      </div>

      <ListToolbar
        filter={{ label: 'Filter posts by category', options: FILTER_OPTIONS, value: filter, onChange: setFilter }}
        search={{ label: 'Search posts', placeholder: 'Search by title or description', value: search, onChange: setSearch }}
      />

      <DataTable
        caption="Blog posts"
        columns={columns}
        rows={rows}
        getRowId={(e) => e.id}
        pageSize={PAGE_SIZE}
        pageResetKey={`${filter}|${deferredSearch}`}
        emptyText={events.length ? 'No posts match your filters.' : 'No posts yet. Click "New Post" to write one.'}
        paginationLabel="Blog posts pages"
      />

      <EventFormModal
        open={form.open}
        event={form.open ? form.event : null}
        onClose={() => setForm({ open: false })}
        onSaved={(result, saved) =>
          toast.success(result === 'created' ? `"${saved.title}" has been published.` : `"${saved.title}" has been updated.`)
        }
      />
    </ResourceSection>
  );
}
