import { faInbox, faRotateRight } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { settingsQueries } from '../api/settings-queries';

const KIND_LABELS = { donation: 'Donation', contact: 'Contact', volunteer: 'Volunteer', test: 'Test' } as const;

/** The mock server's e-mail outbox: what would have been sent, newest first. */
export function OutboxList() {
  const headingId = useId();
  const outboxQuery = useQuery(settingsQueries.outbox());
  const entries = useMemo(
    () => (outboxQuery.data ?? []).slice().sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
    [outboxQuery.data],
  );

  let content;
  if (outboxQuery.isPending) content = <Spinner block label="Loading outbox..." showLabel />;
  else if (outboxQuery.isError) content = <EmptyState message={outboxQuery.error.message} />;
  else if (entries.length === 0) content = <EmptyState icon={faInbox} message="No e-mails have been sent yet." />;
  else {
    content = (
      <ul className="settings-outbox__list">
        {entries.map((entry) => (
          <li key={entry.id} className="settings-outbox__item">
            <div className="settings-outbox__head">
              <span className={`settings-outbox__kind settings-outbox__kind--${entry.kind}`}>{KIND_LABELS[entry.kind] ?? entry.kind}</span>
              <span className="settings-outbox__subject">{entry.subject}</span>
              <time className="settings-outbox__time" dateTime={entry.created_at}>
                {formatDateTime(entry.created_at)}
              </time>
            </div>
            <p className="settings-outbox__to">To: {entry.to}</p>
            <details className="settings-outbox__body">
              <summary>Show message</summary>
              <p className="prewrap">{entry.body}</p>
            </details>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="settings-outbox" aria-labelledby={headingId} aria-busy={outboxQuery.isFetching || undefined}>
      <div className="settings-outbox__header">
        <h3 id={headingId}>Outbox</h3>
        <Button variant="ghost" size="sm" icon={faRotateRight} onClick={() => void outboxQuery.refetch()} disabled={outboxQuery.isFetching}>
          Refresh
        </Button>
      </div>
      {content}
    </section>
  );
}
