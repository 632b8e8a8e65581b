import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '../api/logout';
import { clearSession } from './session';

/**
 * Logout: ends the session on the server, clears the stored token and user, drops cached admin
 * data and goes to /development. The call is sent first (the client reads the stored token as the
 * call is made), then the local session is cleared at once, whatever the call answers: a failed
 * call (offline, server error) must not leave anyone signed in on this device, and no admin call
 * can go out with the ending token meanwhile.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const ending = logout().catch(() => undefined);
    clearSession();
    queryClient.clear();
    await navigate(paths.login.getHref(), { replace: true });
    await ending;
  }, [navigate, queryClient]);
}
