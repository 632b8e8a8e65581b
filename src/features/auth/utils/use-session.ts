import { useSyncExternalStore } from 'react';
import { isAdministrator } from '@/types/api/admins';
import { getStoredUser, getToken, subscribeSession, type SessionUser } from './session';

export type Session = {
  token: string | null;
  user: SessionUser | null;
  isSignedIn: boolean;
  /** The stored user has the admin role: admin accounts, settings writes and demo data management. */
  canAdminister: boolean;
};

/** The stored admin session; re-renders when it is saved, cleared, or changed in another tab. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const user = useSyncExternalStore(subscribeSession, getStoredUser, () => null);
  return { token, user, isSignedIn: token !== null, canAdminister: token !== null && isAdministrator(user) };
}
