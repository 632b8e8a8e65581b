// The localStorage keys the backend works on, page-safe: the backend's local data (./local-data.ts)
// and the page that hands them to the service worker (mocks/hosts/worker-page/) read them here.
import { storageKeys } from '@/lib/storage';

/** The spec's browser-side data, of which the service worker keeps a copy (the page's localStorage is the truth). */
export const LOCAL_DATA_KEYS = [storageKeys.events, storageKeys.categories, storageKeys.themeColors] as const;

/** Every key the backend reads and writes: those and the admin session (?reset=1 clears them all). */
export const BACKEND_LOCAL_KEYS = [...LOCAL_DATA_KEYS, storageKeys.adminToken, storageKeys.adminUser, storageKeys.isAdminLoggedIn] as const;
