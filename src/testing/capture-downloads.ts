// Captures the files a component saves through a Blob URL and an <a download> click (jsdom can
// neither make object URLs nor download). Restore with vi.restoreAllMocks() after each test.
import { vi } from 'vitest';

export type CapturedFile = { name: string; blob: Blob };

export function captureDownloads(): CapturedFile[] {
  const files: CapturedFile[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    lastBlob = blob as Blob;
    return 'blob:captured';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

function read<T extends 'text' | 'bytes'>(blob: Blob, as: T): Promise<T extends 'text' ? string : Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((as === 'text' ? String(reader.result) : new Uint8Array(reader.result as ArrayBuffer)) as never);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** The blob decoded as UTF-8 (a leading BOM is dropped, as every decoder does). */
export function blobText(blob: Blob): Promise<string> {
  return read(blob, 'text');
}

/** The blob's raw bytes (to see a BOM). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return read(blob, 'bytes');
}
