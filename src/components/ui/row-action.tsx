// An icon button of a table row's Actions column: small and icon only, named by its label, which
// is also its tooltip unless a title says more.
import type { ComponentProps } from 'react';
import { Button, type ButtonVariant } from './button';
import type { IconDefinition } from './icon';

export type RowActionProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  icon: IconDefinition;
  /** The accessible name ('Edit', 'Delete', 'Toggle status' ...). */
  label: string;
  variant?: ButtonVariant;
  isLoading?: boolean;
};

export function RowAction({ label, title = label, variant = 'ghost', ...rest }: RowActionProps) {
  return <Button variant={variant} size="sm" iconOnly aria-label={label} title={title} {...rest} />;
}
