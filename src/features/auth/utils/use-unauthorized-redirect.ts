import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { clearSession } from './session';

/**
 * Registers the api client's 401 handler: an expired or unknown token on any admin call clears
 * the session and sends the user to the sign-in page. Mount once, inside the router.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onUnauthorized = useEffectEvent(() => {
    clearSession();
    // Removing (not clearing) keeps the failing query's own error handling intact.
    queryClient.removeQueries({ type: 'inactive' });
    void navigate(paths.login.getHref(), { replace: true });
  });
  useEffect(() => {
    setUnauthorizedHandler(() => onUnauthorized());
    return () => setUnauthorizedHandler(null);
  }, []);
}
