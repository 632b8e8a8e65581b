// The demo import's part in this page's localStorage (events, categories, themeColors), written
// before the backend's part, so that the import is all or nothing: a page storage that cannot take
// it stops the import before the backend changes anything (507, 'Nothing was changed.'), and a
// backend that refuses the document, or fails, gets the page's part put back.
import { ApiError } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { DEMO_MESSAGES, demoLocalSchema } from '@/types/api/demo';

const KEYS = [storageKeys.events, storageKeys.categories, storageKeys.themeColors] as const;
type Values = Record<(typeof KEYS)[number], string | null>;

/** Writes the values; removals first, so the space they free is there for the writes. */
function write(values: Values): void {
  for (const key of KEYS) if (values[key] === null) localStorage.removeItem(key);
  for (const key of KEYS) {
    const value = values[key];
    if (value !== null) localStorage.setItem(key, value);
  }
}

/**
 * Writes the document's browser-side data as the backend will store it; returns what puts the page's
 * data back. Null when the document has no such part the backend could take: it then refuses it.
 * Throws ApiError 507 when this page's storage is full, having put everything back.
 */
export function writeImportedPageData(document: unknown): (() => void) | null {
  const local = demoLocalSchema.safeParse((document as { local?: unknown } | null)?.local);
  if (!local.success) return null;
  const values: Values = {
    [storageKeys.events]: JSON.stringify(local.data.events),
    [storageKeys.categories]: JSON.stringify(local.data.categories),
    [storageKeys.themeColors]: local.data.themeColors ? JSON.stringify(local.data.themeColors) : null,
  };
  const before = Object.fromEntries(KEYS.map((key) => [key, localStorage.getItem(key)])) as Values;
  const putBack = () => {
    for (const key of KEYS) localStorage.removeItem(key);
    write(before);
  };
  try {
    write(values);
  } catch {
    putBack();
    throw new ApiError(DEMO_MESSAGES.storageFull, 507);
  }
  return putBack;
}
