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
