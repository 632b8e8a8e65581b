// Shown when the browser keeps no data for the site: IndexedDB could not be opened, or localStorage
// or sessionStorage is blocked, so the demo runs on memory storage.
export function StorageNotice() {
  return (
    <p role="status" className="storage-notice">
      Your browser blocked local storage, so demo data will not persist after you leave or reload this page.
    </p>
  );
}

/** Shown once after a new version of the demo reseeded data it could not keep. */
export function DataResetNotice() {
  return (
    <p role="status" className="storage-notice">
      This version of the demo stores its data differently, so the demo data was reset to the sample data.
    </p>
  );
}
