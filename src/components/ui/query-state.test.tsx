import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateProps } from './query-state';

afterEach(cleanup);

/** A list query whose loader is `load`, shown through QueryState. */
function renderList(load: () => Promise<string[]>, props: Partial<QueryStateProps<string[]>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function List() {
    const query = useQuery({ queryKey: ['items'], queryFn: load });
    return (
      <QueryState query={query} loadingLabel="Loading items..." {...props}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows the loading label, then the content', async () => {
    renderList(() => Promise.resolve(['Alpha', 'Beta']));
    expect(screen.getByRole('status')).toHaveTextContent('Loading items...');
    expect(await screen.findByText('Beta')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the error's message with a retry that loads again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch items')).mockResolvedValueOnce(['Alpha']);
    renderList(load);
    expect(await screen.findByText('Failed to fetch items')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes its own error text and retry label', async () => {
    renderList(() => Promise.reject(new Error('Boom')), {
      errorMessage: (error) => `Could not load: ${error.message}`,
      retryLabel: 'Try Again',
    });
    expect(await screen.findByText('Could not load: Boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
