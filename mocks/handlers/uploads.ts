import { http, HttpResponse, type HttpHandler } from 'msw';
import { contextOf } from '../core/context';
import type { At } from '../core/api-paths';
import { notFound } from '../core/responses';

/** Stored upload names look like '12.png' (see mocks/domain/uploads.ts). */
const UPLOAD_NAME = /^\d+\.(jpg|png|webp)$/;

/** The blob's bytes; FileReader covers Blob implementations without arrayBuffer() (jsdom in tests). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function serveUpload({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  const file = String(params.file ?? '');
  const blob = UPLOAD_NAME.test(file) ? await contextOf(request).db.getBlob(file) : null;
  if (!(blob instanceof Blob)) return notFound('Image');
  // Bytes rather than the Blob itself, so it works whichever Blob class stored it.
  return new HttpResponse(await bytesOf(blob), {
    status: 200,
    headers: { 'Content-Type': blob.type || 'application/octet-stream', 'Cache-Control': 'no-cache' },
  });
}

// Uploaded images, served back at /uploads/<file> (banners, services) and /api/uploads/<file> (gallery).
export const uploadsHandlers = (at: At): HttpHandler[] => [
  http.get(at('/uploads/:file'), serveUpload),
  http.get(at('/api/uploads/:file'), serveUpload),
];
