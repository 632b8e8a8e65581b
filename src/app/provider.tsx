// App-wide providers: server state, dialogs and toasts, and the cross-tab refetch.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { DialogProvider } from '@/components/ui/dialog-provider';
import { ToastProvider } from '@/components/ui/toast';
import { createQueryClient, DATA_CHANNEL, PAGE_ID } from '@/lib/react-query';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Another tab changed data: everything on screen is refetched. This page's own writes are skipped.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(DATA_CHANNEL);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { page?: unknown } | null)?.page === PAGE_ID) return;
      void client.invalidateQueries();
    };
    channel.addEventListener('message', onMessage);
    return () => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    };
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogProvider>{children}</DialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
