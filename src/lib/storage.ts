// Browser storage keys the spec and QA rely on, and safe JSON access to them.
export const storageKeys = {
  events: 'events',
  categories: 'categories',
  themeColors: 'themeColors',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  isAdminLoggedIn: 'isAdminLoggedIn',
  /** sessionStorage: the donation popup was seen in this tab session. */
  donationPopupSeen: 'donationPopupSeen',
  /** sessionStorage: the mock backend scenario for this tab session. */
  mockScenario: 'mockScenario',
  /** sessionStorage: the donate wizard's draft (step, amount and details; never card fields). */
  donateDraft: 'donateDraft',
  /** sessionStorage: the volunteer form's draft (step and every field). */
  volunteerDraft: 'volunteerDraft',
} as const;

/** Reads JSON from localStorage; a missing or corrupt value gives `fallback`, never a throw. */
export function readJson<T>(key: string, fallback: T, store: Storage = localStorage): T {
  try {
    const raw = store.getItem(key);
    if (raw === null) return fallback;
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Ignoring corrupt JSON in storage key "${key}"`);
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, store: Storage = localStorage): void {
  store.setItem(key, JSON.stringify(value));
}
