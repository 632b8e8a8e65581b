import { useId, useState, type FormEvent } from 'react';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Footer newsletter box. The spec does not say what a subscription does, so it only validates the
 * address and thanks the visitor; nothing is sent or stored.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError('Please enter a valid email address');
      setSubscribed(false);
      return;
    }
    setError(null);
    setEmail('');
    setSubscribed(true);
  };

  return (
    <form method="post" className="newsletter-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="newsletter-form__label">
        Newsletter sign-up
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="layout-btn newsletter-form__submit">
          Subscribe
        </button>
      </div>
      {error && (
        <p id={errorId} className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
      {/* Always present so screen readers announce the thanks when it appears. */}
      <p className="newsletter-form__status" role="status">
        {subscribed ? 'Thank you for subscribing!' : ''}
      </p>
    </form>
  );
}
