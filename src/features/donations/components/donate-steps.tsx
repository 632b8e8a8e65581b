import { faCheck } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import './donate-wizard.css';

type DonateStepsProps = {
  steps: readonly string[];
  /** 0-based index of the step shown. */
  current: number;
  /** Steps holding validation errors, marked for the user. */
  invalid?: ReadonlySet<number>;
};

/** The wizard's progress: steps up to the current one are highlighted; the current one is aria-current. */
export function DonateSteps({ steps, current, invalid }: DonateStepsProps) {
  return (
    <ol className="form-steps donate-steps" aria-label="Donation steps">
      {steps.map((label, index) => {
        const hasError = invalid?.has(index) ?? false;
        return (
          <li
            key={label}
            className={`form-steps__item${index <= current ? ' form-steps__item--active' : ''}${hasError ? ' donate-steps__item--error' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="form-steps__marker" aria-hidden="true">
              {index < current && !hasError ? <Icon name={faCheck} /> : index + 1}
            </span>
            <span className="form-steps__label">
              <span className="visually-hidden">Step {index + 1}: </span>
              {label}
              {hasError ? <span className="visually-hidden"> (needs attention)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
