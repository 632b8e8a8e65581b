import type { ReactNode } from 'react';
import { Icon, type IconDefinition } from './icon';
import './empty-state.css';

export type EmptyStateProps = {
  message: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  icon?: IconDefinition;
  className?: string;
};

export function EmptyState({ message, action, icon, className }: EmptyStateProps) {
  return (
    <div className={['ui-empty-state', className].filter(Boolean).join(' ')}>
      {icon && <Icon name={icon} className="ui-empty-state__icon" />}
      <p className="ui-empty-state__message">{message}</p>
      {action}
    </div>
  );
}
