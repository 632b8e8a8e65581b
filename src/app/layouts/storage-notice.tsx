// Shown when the browser keeps no data for the site: IndexedDB could not be opened, or localStorage
// or sessionStorage is blocked, so the demo runs on memory storage.
export function StorageNotice() {
  return (
    <p role="status" className="storage-notice">
      Your browser blocked local storage, so demo data will not persist after you leave or reload this page.
    </p>
  );
}
