// Uploads the page can show without a service worker: when the backend answers inside the page
// (mocks/hosts/page/in-page.ts), an <img> of /uploads/<file> reaches the static host, not the backend,
// so the backend hands the page a blob: URL of each stored upload and assetUrl uses it.
let urls: ReadonlyMap<string, string> = new Map();

/** The blob: URLs by stored file name ('12.png'). */
export function setLocalUploadUrls(byFile: ReadonlyMap<string, string>): void {
  urls = new Map(byFile);
}

/** The blob: URL of an upload path ('/uploads/12.png', '/api/uploads/12.png'), when the page holds one. */
export function localUploadUrl(path: string): string | undefined {
  const file = /^\/(?:api\/)?uploads\/([^/?#]+)$/.exec(path)?.[1];
  return file ? urls.get(file) : undefined;
}
