// Where the contract test takes its document and its server from. The document: generated
// in-process from the operation registry, or OPENAPI_FILE=path (e.g. dist/openapi.json). The server:
// the mock backend's handlers in this process, or API_BASE_URL=http://host:port for any running one.
import { readFile } from 'node:fs/promises';
import { env } from '@/config/env';
import type { Transport } from './exchange';

export async function contractDocument(): Promise<{ document: object; source: string }> {
  const file = process.env.OPENAPI_FILE;
  if (file) return { document: JSON.parse(await readFile(file, 'utf8')) as object, source: file };
  // The same document the build writes to dist/openapi.json.
  const { openApiDocument } = await import('@mocks/contract/openapi-build');
  return { document: openApiDocument(env.APP_VERSION), source: 'the operation registry' };
}

export async function contractServer(): Promise<{ transport: Transport; baseUrl: string; source: string }> {
  const baseUrl = process.env.API_BASE_URL;
  if (baseUrl) return { transport: (request) => fetch(request), baseUrl, source: baseUrl };
  const { createNodeBackend } = await import('@mocks/hosts/node/host');
  const backend = await createNodeBackend();
  // The handlers answer below the app's base path, as they do in the page.
  return { transport: backend.handle, baseUrl: `http://localhost${import.meta.env.BASE_URL}`, source: 'the handlers in Node' };
}
