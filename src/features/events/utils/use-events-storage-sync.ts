// Another tab (or QA) wrote `events` or `categories`: the pages showing them refresh.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOtherTabChange } from '@/lib/local-events';
import { eventQueries } from '../api/event-queries';

export function useEventsStorageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => onOtherTabChange(() => void queryClient.invalidateQueries({ queryKey: eventQueries.all() })), [queryClient]);
}
