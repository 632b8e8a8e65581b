// The localStorage part of the data (events, categories, themeColors) on the server: a store of its
// own that the routes read, that POST /api/demo/reset reseeds, and that is saved with --data.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { seedEvents } from '../../seed/events';
import { dataFileText } from '../../db/file/data-file';
import { readFileStore } from '../../db/file/file-store';
import { startTestServer, tempDir } from '../../testing/api-test-server';
import { now } from '@/lib/clock';

const ownEvent = {
  ...seedEvents(now())[0],
  id: 42,
  title: 'Only on this server',
  slug: 'only-on-this-server',
  createdAt: '2031-01-01T00:00:00.000Z',
};

async function eventTitles(server: Awaited<ReturnType<typeof startTestServer>>): Promise<string[]> {
  const body = (await (await server.call('GET', '/api/events?limit=100')).json()) as { data: { title: string }[] };
  return body.data.map((event) => event.title);
}

describe('the server-side localStorage', () => {
  it('is what GET /api/events answers from', async () => {
    const server = await startTestServer();
    expect(await eventTitles(server)).toHaveLength(seedEvents(now()).length);
    localStorage.setItem(storageKeys.events, JSON.stringify([ownEvent]));
    expect(await eventTitles(server)).toEqual(['Only on this server']);
  });

  it('is read from the data file at start', async () => {
    const path = join(await tempDir(), 'data.json');
    const first = await startTestServer({ data: path });
    await first.close();
    const { journal, entries, localStorage: local } = (await readFileStore(path))!;
    // A snapshot of its own: the journal beside it follows the one before and is not replayed.
    await writeFile(
      path,
      dataFileText({ journal: journal + 1, entries: Object.fromEntries(entries), localStorage: { ...local, events: JSON.stringify([ownEvent]) } }),
    );
    const second = await startTestServer({ data: path });
    expect(await eventTitles(second)).toEqual(['Only on this server']);
  });

  it('POST /api/demo/reset (administrators only) reseeds it with the db, and the data file keeps the reset', async () => {
    const path = join(await tempDir(), 'data.json');
    const server = await startTestServer({ data: path });
    const token = await server.signIn();
    const created = await server.call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.com', message: 'Hello there' } });
    expect(created.status).toBe(201);
    localStorage.setItem(storageKeys.events, JSON.stringify([ownEvent]));
    localStorage.setItem(storageKeys.themeColors, '{"primaryColor":"#123456"}');
    await server.backend.flush();
    expect((await readFileStore(path))!.localStorage.themeColors).toBe('{"primaryColor":"#123456"}');

    expect((await server.call('POST', '/api/demo/reset')).status).toBe(401);
    const reset = await server.call('POST', '/api/demo/reset', { token });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { data: unknown }).data).toEqual({ dataSet: 'default' });

    expect(await eventTitles(server)).toEqual(seedEvents(now()).map((event) => event.title));
    expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
    const contacts = (await (await server.call('GET', '/api/contact-forms/admin', { token })).json()) as { data: { name: string }[] };
    expect(contacts.data.map((contact) => contact.name)).not.toContain('Ann');

    await server.close();
    const saved = (await readFileStore(path))!;
    expect(JSON.parse(saved.localStorage.events)).toEqual(seedEvents(now()));
    expect(saved.localStorage).not.toHaveProperty('themeColors');
  });
});
