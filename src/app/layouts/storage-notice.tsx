import type { BackendUpdate } from '@/lib/runtime-status';

// Shown when the browser keeps no data for the site: IndexedDB could not be opened, or localStorage
// or sessionStorage is blocked, so the demo runs on memory storage.
export function StorageNotice() {
  return (
    <p role="status" className="storage-notice">
      Your browser blocked local storage, so demo data will not persist after you leave or reload this page.
    </p>
  );
}

const DATA_RESET_TEXT = 'This version of the demo stores its data differently, so the demo data was reset to the sample data.';

/** Shown once after a new version of the demo reseeded data it could not keep. */
export function DataResetNotice() {
  return (
    <p role="status" className="storage-notice">
      {DATA_RESET_TEXT}
    </p>
  );
}

/**
 * Shown in a tab that was open when a new version of the demo took over its backend: whether this
 * page's code still matches it or not, reloading gets the matching app.
 */
export function BackendUpdateNotice({ update, dataReset }: { update: BackendUpdate; dataReset: boolean }) {
  return (
    <div role="status" className="storage-notice">
      {dataReset ? <p>{DATA_RESET_TEXT}</p> : null}
      <p>
        {update === 'compatible'
          ? 'A new version of the demo is available. Reload to use it.'
          : 'A new version of the demo is available, and this page can no longer load its data. Reload to use it.'}
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
