// The cross-tab refetch: a write announced by another tab refetches what is on screen; this
// page's own writes (heard on the same channel name) do not. A backend reset (window.__backend)
// drops what is cached and refetches what is on screen.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_RESET_EVENT, type BackendResetDetail } from '@/lib/backend-reset';
import { DATA_CHANNEL, PAGE_ID } from '@/lib/react-query';
import { DEFAULT_THEME_COLORS } from '@/lib/theme';
import { render, screen, waitFor } from '@/testing/test-utils';
import { AppProvider } from './provider';

let fetches = 0;
function Probe() {
  const query = useQuery({ queryKey: ['probe'], queryFn: () => ++fetches });
  return <p>fetched {query.data ?? 0}</p>;
}

const channels: BroadcastChannel[] = [];
function announce(page: string) {
  const channel = new BroadcastChannel(DATA_CHANNEL);
  channels.push(channel);
  channel.postMessage({ type: 'write', collection: 'banners', page });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  fetches = 0;
});

describe('AppProvider cross-tab refetch', () => {
  it("refetches on another page's write, not on this page's own", async () => {
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );
    expect(await screen.findByText('fetched 1')).toBeInTheDocument();
    announce(PAGE_ID);
    await settle();
    expect(screen.getByText('fetched 1')).toBeInTheDocument();
    announce('another-tab');
    await waitFor(() => expect(screen.getByText('fetched 2')).toBeInTheDocument());
  });
});

describe('AppProvider after a backend reset', () => {
  it('drops inactive queries, refetches what is on screen, reapplies the stored theme, and hands the refetch back', async () => {
    const client = new QueryClient();
    // Off screen, built with initialData as the events lists are: a reset would bring back its first copy.
    client.getQueryCache().build(client, { queryKey: ['not-on-screen'], initialData: 'first copy' });
    client.setQueryData(['not-on-screen'], 'later');
    render(
      <AppProvider queryClient={client}>
        <Probe />
      </AppProvider>,
    );
    expect(await screen.findByText('fetched 1')).toBeInTheDocument();
    document.documentElement.style.setProperty('--color-primary', '#123456');

    const work: Promise<unknown>[] = [];
    const detail: BackendResetDetail = { waitUntil: (promise) => void work.push(promise) };
    window.dispatchEvent(new CustomEvent(BACKEND_RESET_EVENT, { detail }));
    expect(work).toHaveLength(1);
    await Promise.all(work);

    expect(await screen.findByText('fetched 2')).toBeInTheDocument();
    expect(client.getQueryData(['not-on-screen'])).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(DEFAULT_THEME_COLORS.primaryColor);
  });
});
