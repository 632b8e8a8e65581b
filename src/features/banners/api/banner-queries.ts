import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Banner } from '@/types/api/banners';

export const bannerQueries = {
  all: () => ['banners'] as const,
  public: () =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'public'],
      queryFn: ({ signal }) => request<Banner[]>('/api/banner', { fallbackMessage: 'Failed to fetch banners', signal }),
    }),
  admin: () =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<Banner[]>('/api/banner/admin', { auth: true, fallbackMessage: 'Failed to fetch banners', signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'detail', id],
      queryFn: ({ signal }) => request<Banner>(`/api/banner/${id}`, { fallbackMessage: 'Failed to fetch banners', signal }),
    }),
};
