// The API server on a full disk (the file store's own tests: mocks/db/file/file-store.test.ts).
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL } from '@/types/api/envelope';
import { readFileStore } from '../../db/file/file-store';
import * as journal from '../../db/file/journal';
import { startTestServer, tempDir } from './server-test-utils';

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

vi.mock('../../db/file/journal', async (importOriginal) => {
  const original = await importOriginal<typeof journal>();
  return { ...original, appendToJournal: vi.fn(original.appendToJournal) };
});

describe('the API server on a full disk', () => {
  it('answers a write 507 in the envelope and keeps the data as it was, on disk too', async () => {
    const path = join(await tempDir(), 'data.json');
    const server = await startTestServer({ data: path });
    const token = await server.signIn();
    const listed = async () => ((await (await server.call('GET', '/api/contact-forms/admin', { token })).json()) as { data: unknown[] }).data;
    const before = await listed();
    await server.backend.flush();
    const contacts = async () => [...(await readFileStore(path))!.entries].filter(([key]) => key.startsWith('r:contacts:'));
    const stored = await contacts();
    vi.mocked(journal.appendToJournal).mockRejectedValueOnce(diskFull());
    const message = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Hello', message: 'A message long enough.' };
    const response = await server.call('POST', '/api/contact-forms', { json: message });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ success: false, message: STORAGE_FULL });
    expect(await listed()).toEqual(before);
    await server.backend.flush();
    expect(await contacts()).toEqual(stored);
  });
});
