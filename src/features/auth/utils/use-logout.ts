import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '../api/logout';
import { clearSession } from './session';

/**
 * Logout: ends the session on the server, then clears the stored token and user, drops cached
 * admin data and goes to /development. The local part runs whatever the call answers: a failed
 * call (offline, server error) must not leave anyone signed in on this device.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Nothing to show: the user asked to leave, and leaves.
    }
    clearSession();
    queryClient.clear();
    await navigate(paths.login.getHref(), { replace: true });
  }, [navigate, queryClient]);
}
