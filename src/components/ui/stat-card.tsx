import type { ReactNode } from 'react';
import { Icon, type IconDefinition } from './icon';
import './stat-card.css';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'danger';

export type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  icon?: IconDefinition;
  tone?: StatTone;
  className?: string;
};

/** A dashboard figure: label and value (value shown larger, above the label). */
export function StatCard({ label, value, icon, tone = 'primary', className }: StatCardProps) {
  return (
    <div className={['ui-stat-card', `ui-stat-card--${tone}`, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className="ui-stat-card__icon" aria-hidden="true">
          <Icon name={icon} />
        </span>
      )}
      <div className="ui-stat-card__text">
        <p className="ui-stat-card__label">{label}</p>
        <p className="ui-stat-card__value">{value}</p>
      </div>
    </div>
  );
}
