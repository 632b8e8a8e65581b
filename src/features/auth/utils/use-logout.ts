import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clearSession } from './session';

/** Logout: clears the stored token and user, drops cached admin data, goes to /development. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
