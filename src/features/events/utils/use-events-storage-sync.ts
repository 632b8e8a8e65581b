// Another tab (or QA) wrote `events` or `categories`: the pages showing them refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storageKeys } from '@/lib/storage';
import { eventQueries } from '../api/event-queries';

export function useEventsStorageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      // key null: the whole storage was cleared.
      if (event.key === null || event.key === storageKeys.events || event.key === storageKeys.categories) {
        void queryClient.invalidateQueries({ queryKey: eventQueries.all() });
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
