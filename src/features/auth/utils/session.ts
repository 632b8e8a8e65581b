// The admin session lives in localStorage under the keys QA and the spec name (adminToken,
// adminUser, isAdminLoggedIn). A tiny external store lets components re-render when it changes,
// in this tab (save/clear, a backend reset) or in another one (the storage event).
import { BACKEND_RESET_EVENT } from '@/lib/backend-reset';
import { storageKeys } from '@/lib/storage';
import type { AdminUser } from '@/types/api/admins';

export type SessionUser = Pick<AdminUser, 'username'> & Partial<AdminUser>;

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = safeGet(storageKeys.adminToken);
  return token ? token : null;
}

export function hasSession(): boolean {
  return getToken() !== null;
}

let cachedRawUser: string | null = null;
let cachedUser: SessionUser | null = null;

/** The stored user; parsed once per stored value so the snapshot stays stable for React. */
export function getStoredUser(): SessionUser | null {
  const raw = safeGet(storageKeys.adminUser);
  if (raw === cachedRawUser) return cachedUser;
  cachedRawUser = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && typeof (parsed as SessionUser).username === 'string') {
        cachedUser = parsed as SessionUser;
      }
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function saveSession(token: string, user: unknown): void {
  localStorage.setItem(storageKeys.adminToken, token);
  localStorage.setItem(storageKeys.adminUser, JSON.stringify(user));
  localStorage.setItem(storageKeys.isAdminLoggedIn, 'true');
  notify();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(storageKeys.adminToken);
    localStorage.removeItem(storageKeys.adminUser);
    localStorage.removeItem(storageKeys.isAdminLoggedIn);
  } catch {
    // Blocked storage: nothing was stored either.
  }
  notify();
}

const SESSION_KEYS: ReadonlySet<string | null> = new Set([
  storageKeys.adminToken,
  storageKeys.adminUser,
  storageKeys.isAdminLoggedIn,
  null, // localStorage.clear() in another tab
]);

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (SESSION_KEYS.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  // window.__backend.reset() signs out as ?reset=1 does, in this tab and without a reload.
  window.addEventListener(BACKEND_RESET_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BACKEND_RESET_EVENT, listener);
  };
}
