// Shown when IndexedDB could not be opened and the demo runs on memory storage.
export function StorageNotice() {
  return (
    <p role="status" className="storage-notice">
      Your browser blocked local storage, so demo data will not persist after you leave or reload this page.
    </p>
  );
}
