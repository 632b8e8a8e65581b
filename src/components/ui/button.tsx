import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Icon, type IconDefinition } from './icon';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Leading icon (decorative). */
  icon?: IconDefinition;
};

// An icon-only control has no visible text, so the type demands an aria-label.
type IconOnlyProps = { iconOnly: true; icon: IconDefinition; 'aria-label': string; children?: never };
type TextProps = { iconOnly?: false; children?: ReactNode };

export type ButtonProps = Omit<ComponentProps<'button'>, 'children'> &
  StyleProps & {
    /** Disables the button, shows a spinner and sets aria-busy; the visible text stays (same accessible name). */
    isLoading?: boolean;
  } & (IconOnlyProps | TextProps);

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  iconOnly = false,
  className,
}: StyleProps & { iconOnly?: boolean; className?: string }): string {
  return ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', iconOnly && 'ui-btn--icon', className]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  icon,
  iconOnly = false,
  isLoading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, block, iconOnly, className });
  return (
    <button
      type={type}
      className={isLoading ? `${classes} ui-btn--loading` : classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <span className="ui-btn__spinner" aria-hidden="true" /> : icon && <Icon name={icon} className="ui-btn__icon" />}
      {iconOnly ? null : children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps &
  StyleProps &
  ({ iconOnly: true; icon: IconDefinition; 'aria-label': string; children?: never } | { iconOnly?: false; children?: ReactNode });

/** A react-router link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, icon, iconOnly = false, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block, iconOnly, className })} {...rest}>
      {icon && <Icon name={icon} className="ui-btn__icon" />}
      {iconOnly ? null : children}
    </Link>
  );
}
