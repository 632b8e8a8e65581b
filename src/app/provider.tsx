// App-wide providers: server state, dialogs and toasts, the cross-tab refetch, and the refetch
// after the mock backend replaced its data.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { DialogProvider } from '@/components/ui/dialog-provider';
import { ToastProvider } from '@/components/ui/toast';
import { BACKEND_RESET_EVENT, type BackendResetDetail } from '@/lib/backend-reset';
import { createQueryClient, DATA_CHANNEL, PAGE_ID } from '@/lib/react-query';
import { loadStoredTheme } from '@/lib/theme';

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

  // QA's window.__backend reset or switched scenario: nothing cached is true any more. Inactive
  // queries are dropped (a reset one would show its stale first copy), the rest start over.
  useEffect(() => {
    const onReset = (event: Event) => {
      loadStoredTheme();
      client.removeQueries({ type: 'inactive' });
      (event as CustomEvent<BackendResetDetail>).detail.waitUntil(client.resetQueries());
    };
    window.addEventListener(BACKEND_RESET_EVENT, onReset);
    return () => window.removeEventListener(BACKEND_RESET_EVENT, onReset);
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <DialogProvider>{children}</DialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
