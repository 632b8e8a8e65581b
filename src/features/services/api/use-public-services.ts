// The services the public pages show: the API's list, or the six built-in services when the load
// fails or answers nothing (spec document 1, sections 2 and 8).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BUILT_IN_SERVICES } from '@/content/services';
import type { Service } from '@/types/api/services';
import { serviceQueries } from './service-queries';

export type PublicServices = {
  services: readonly Service[];
  isPending: boolean;
  /** True when the built-in services are shown instead of the API's. */
  isFallback: boolean;
};

export function usePublicServices(fallback: readonly Service[] = BUILT_IN_SERVICES): PublicServices {
  const query = useQuery(serviceQueries.public());
  const { error } = query;

  useEffect(() => {
    // Spec: the failure is logged and the page falls back silently.
    if (error) console.warn('Failed to load services; showing the built-in services.', error);
  }, [error]);

  if (query.isPending) return { services: [], isPending: true, isFallback: false };
  const loaded = Array.isArray(query.data) ? query.data : [];
  if (query.isError || loaded.length === 0) return { services: fallback, isPending: false, isFallback: true };
  return { services: loaded, isPending: false, isFallback: false };
}
