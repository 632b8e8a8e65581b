// Whether a failed write failed because the storage is full, whichever store refused it: IndexedDB
// or Web Storage in a browser (through idb or not), or the API server's data file on disk.

/** DOMException code 22 is QUOTA_EXCEEDED_ERR; 1014 is Firefox's legacy NS_ERROR_DOM_QUOTA_REACHED. */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const QUOTA_CODES = new Set([22, 1014]);
/** Node's codes for a full disk and an exhausted disk quota. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** How deep a chain of `cause`s is followed: a wrapper of a wrapper is found, a cycle is not looped. */
const MAX_CAUSES = 5;

function isFullItself(error: object): boolean {
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (typeof name === 'string' && QUOTA_NAMES.has(name)) return true;
  if (typeof code === 'string') return DISK_FULL_CODES.has(code);
  // A numeric code means a quota only on a DOMException: other errors number other things.
  return typeof code === 'number' && error instanceof DOMException && QUOTA_CODES.has(code);
}

export function isStorageFull(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    if (isFullItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
