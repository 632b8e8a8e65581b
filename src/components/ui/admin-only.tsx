// What a moderator meets where only administrators may act: the controls disabled and the reason
// written beside them (a disabled button shows no tooltip, and a tooltip alone is easily missed).
import { faLock } from '@fortawesome/free-solid-svg-icons';
import { useId, type ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@/types/api/admins';
import { Icon } from './icon';
import './admin-only.css';

/** The reason, 'Only administrators can do this.'; give its id to the disabled controls' aria-describedby. */
export function AdminOnlyNote({ id, className }: { id?: string; className?: string }) {
  return (
    <p id={id} className={['ui-admin-only-note', className].filter(Boolean).join(' ')}>
      <Icon name={faLock} />
      <span>{ADMIN_MESSAGES.adminOnly}</span>
    </p>
  );
}

type AdminOnlyFieldsetProps = { allowed: boolean; className?: string; children: ReactNode };

/**
 * Controls only administrators may use. For anyone else every control inside is disabled (a
 * disabled fieldset does that natively) and the reason shows above them.
 */
export function AdminOnlyFieldset({ allowed, className, children }: AdminOnlyFieldsetProps) {
  const noteId = useId();
  return (
    <fieldset disabled={!allowed} aria-describedby={allowed ? undefined : noteId} className={['ui-admin-only', className].filter(Boolean).join(' ')}>
      {!allowed && <AdminOnlyNote id={noteId} />}
      {children}
    </fieldset>
  );
}
