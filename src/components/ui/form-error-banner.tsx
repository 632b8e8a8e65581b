import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons';
import { Icon } from './icon';
import './form-error-banner.css';

/** Spec (banner form): what a submit that fails the checks says. Every form modal shows it. */
export const FIX_ERRORS_TEXT = 'Please fix the errors before submitting';

/**
 * The notice at the top of a form whose submit failed the checks: a role="alert" banner inside the
 * form's own dialog, never a second dialog over it.
 */
export function FormErrorBanner() {
  return (
    <p role="alert" className="ui-form-error-banner">
      <Icon name={faCircleExclamation} className="ui-form-error-banner__icon" />
      <span>{FIX_ERRORS_TEXT}</span>
    </p>
  );
}
