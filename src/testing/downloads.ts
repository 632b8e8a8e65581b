// Files the page saves through src/lib/download-file.ts, caught in jsdom (which can neither make object
// URLs nor download). Restore with vi.restoreAllMocks() after each test.
import { vi } from 'vitest';

export type SavedFile = { name: string; blob: Blob };

export function captureDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    lastBlob = blob as Blob;
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

function read<T>(blob: Blob, as: 'text' | 'bytes'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve((as === 'text' ? String(reader.result) : new Uint8Array(reader.result as ArrayBuffer)) as T);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

export const blobText = (blob: Blob) => read<string>(blob, 'text');
export const blobBytes = (blob: Blob) => read<Uint8Array>(blob, 'bytes');
