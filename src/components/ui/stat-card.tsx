import type { CSSProperties, ReactNode } from 'react';
import { Icon, type IconDefinition } from './icon';
import './stat-card.css';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'danger';

export type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  /** The span of time the figure covers ('all time', 'last 12 months'), shown under the label. */
  window?: string;
  icon?: IconDefinition;
  tone?: StatTone;
  className?: string;
};

/**
 * A dashboard figure: label and value (value shown larger, above the label). The value never
 * wraps: its length sizes the font to the card's width (stat-card.css), and a narrow card puts its
 * icon above the text.
 */
export function StatCard({ label, value, window, icon, tone = 'primary', className }: StatCardProps) {
  const chars = typeof value === 'string' || typeof value === 'number' ? String(value).length : undefined;
  const style = chars === undefined ? undefined : ({ '--ui-stat-chars': chars } as CSSProperties);
  return (
    <div className={['ui-stat-card', `ui-stat-card--${tone}`, className].filter(Boolean).join(' ')}>
      <div className="ui-stat-card__body">
        {icon && (
          <span className="ui-stat-card__icon" aria-hidden="true">
            <Icon name={icon} />
          </span>
        )}
        <div className="ui-stat-card__text">
          <p className="ui-stat-card__label">{label}</p>
          {window && <p className="ui-stat-card__window">{window}</p>}
          <p className="ui-stat-card__value" style={style}>
            {value}
          </p>
        </div>
      </div>
    </div>
  );
}
