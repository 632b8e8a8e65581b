import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ContactMessage } from '@/types/api/contact';

export const contactQueries = {
  all: () => ['contacts'] as const,
  admin: () =>
    queryOptions({
      queryKey: [...contactQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<ContactMessage[]>('/api/contact-forms/admin', {
          auth: true,
          fallbackMessage: 'Failed to fetch contact forms',
          signal,
        }),
    }),
};
