// Saves what the page made (a PDF, a CSV, a text receipt, a demo export) as a file: a Blob behind a
// temporary <a download>.

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked later: some browsers read the blob after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Saves text as a file. */
export function downloadTextFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}
