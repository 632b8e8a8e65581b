import { faPen } from '@fortawesome/free-solid-svg-icons';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button with variant and size classes', () => {
    render(
      <Button variant="secondary" size="lg">
        Donate Now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Donate Now' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-btn', 'ui-btn--secondary', 'ui-btn--lg');
  });

  it('while loading: disabled, aria-busy, spinner, same name, no clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button type="submit" isLoading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.ui-btn__spinner')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only buttons are named by aria-label', () => {
    render(<Button iconOnly icon={faPen} aria-label="Edit" variant="ghost" />);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveClass('ui-btn--icon');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ButtonLink', () => {
  it('is a link styled as a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/donate" variant="secondary">
          Donate Now
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Donate Now' });
    expect(link).toHaveAttribute('href', '/donate');
    expect(link).toHaveClass('ui-btn', 'ui-btn--secondary');
  });
});
