// Browser storage keys the spec and QA rely on, safe JSON access to them, and the stand-in for
// storage the browser blocks.
export const storageKeys = {
  events: 'events',
  categories: 'categories',
  themeColors: 'themeColors',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  isAdminLoggedIn: 'isAdminLoggedIn',
  /** sessionStorage: the donation popup was seen in this tab session. */
  donationPopupSeen: 'donationPopupSeen',
  /** sessionStorage: QA's ?fault= rules for this tab session (METHOD:PATH:STATUS,...). */
  fault: 'qaFault',
  /** sessionStorage: QA's ?latency= rules for this tab session ([METHOD:PATH:]MS or MIN-MAX,...). */
  latency: 'qaLatency',
  /** sessionStorage: 'off' while ?popups=off keeps the donation and recent-donor popups closed. */
  popups: 'qaPopups',
  /** sessionStorage: the mock backend scenario for this tab session. */
  mockScenario: 'mockScenario',
  /** sessionStorage: the donate wizard's draft (step, amount and details; never card fields). */
  donateDraft: 'donateDraft',
  /** sessionStorage: the volunteer form's draft (step and every field). */
  volunteerDraft: 'volunteerDraft',
} as const;

/** Reads JSON from localStorage; a missing, corrupt or unreadable value gives `fallback`, never a throw. */
export function readJson<T>(key: string, fallback: T, store?: Storage): T {
  let raw: string | null;
  try {
    // Resolved here, not as a default parameter: reading `localStorage` itself throws when it is blocked.
    raw = (store ?? localStorage).getItem(key);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Ignoring corrupt JSON in storage key "${key}"`);
    return fallback;
  }
}

/** Writes JSON to localStorage; throws when the browser refuses the write (a full quota). */
export function writeJson(key: string, value: unknown, store?: Storage): void {
  (store ?? localStorage).setItem(key, JSON.stringify(value));
}

/** A Storage that keeps its values in memory, for this page's life only. */
export function createMemoryWebStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(String(key)) ?? null,
    setItem: (key: string, value: string) => {
      values.set(String(key), String(value));
    },
    removeItem: (key: string) => {
      values.delete(String(key));
    },
    clear: () => values.clear(),
  };
}

export const WEB_STORAGES = ['localStorage', 'sessionStorage'] as const;
export type WebStorageName = (typeof WEB_STORAGES)[number];

/**
 * A browser that blocks site data throws on every touch of localStorage and sessionStorage
 * (Chromium: a SecurityError from the getter itself). Everything that reads them at start-up,
 * msw's cookie store included, would then fail, and the page would stay blank. So a blocked
 * storage is replaced, before anything reads it, by one in memory. Returns the names replaced.
 */
export function guardWebStorage(target: Window = window): WebStorageName[] {
  return WEB_STORAGES.filter((name) => {
    try {
      target[name].getItem(storageKeys.events);
      return false;
    } catch {
      Object.defineProperty(target, name, { configurable: true, enumerable: true, value: createMemoryWebStorage() });
      return true;
    }
  });
}
