import { downloadBlob } from '@/lib/download';

/** Saves text as a file. */
export function downloadFile(fileName: string, text: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Reads a picked file as text. */
export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
}
