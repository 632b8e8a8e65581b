// Imported first by the backend's service worker: msw's cookie store reads localStorage when its
// module loads, and a worker has none. Each request then runs over its tab's copy (tab-context.ts).
import { createMemoryWebStorage } from '@/lib/storage';
import { installWebStorages } from '../shared/web-storage';

installWebStorages({ localStorage: createMemoryWebStorage(), sessionStorage: createMemoryWebStorage() });
