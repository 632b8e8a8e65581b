import { faDollarSign } from '@fortawesome/free-solid-svg-icons';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';
import { StatCard } from './stat-card';

afterEach(cleanup);

describe('small primitives', () => {
  it('StatCard shows label and value', () => {
    render(<StatCard label="Total Donations" value="$1,250" icon={faDollarSign} tone="success" />);
    expect(screen.getByText('Total Donations')).toBeInTheDocument();
    expect(screen.getByText('$1,250')).toBeInTheDocument();
  });

  it('StatCard tells its styles how many characters the value has, so the font fits them on one line', () => {
    const { rerender } = render(<StatCard label="Total Donated" value="$5,800" />);
    expect(screen.getByText('$5,800').style.getPropertyValue('--ui-stat-chars')).toBe('6');
    rerender(<StatCard label="Donors" value={30} />);
    expect(screen.getByText('30').style.getPropertyValue('--ui-stat-chars')).toBe('2');
    rerender(<StatCard label="Donors" value={<span>…</span>} />);
    expect(screen.getByText('…').parentElement?.style.getPropertyValue('--ui-stat-chars')).toBe('');
  });

  it('EmptyState shows the message and action', () => {
    render(<EmptyState message="No posts found." action={<button type="button">New Post</button>} />);
    expect(screen.getByText('No posts found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
  });

  it('Spinner is a status with a label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
