// The cross-tab refetch: a write announced by another tab refetches what is on screen; this
// page's own writes (heard on the same channel name) do not.
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_CHANNEL, PAGE_ID } from '@/lib/react-query';
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
