// Cross-tab: a write is announced on BroadcastChannel 'charity-db'; another tab drops its caches.
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_CHANNEL, PAGE_ID } from '@/lib/react-query';
import { createDb, DB_CHANNEL } from './db';
import { createMemoryStorage } from './storage';

const channels: BroadcastChannel[] = [];
function listen(): { messages: unknown[]; next: () => Promise<unknown>; channel: BroadcastChannel } {
  const channel = new BroadcastChannel(DB_CHANNEL);
  channels.push(channel);
  const messages: unknown[] = [];
  let waiting: ((m: unknown) => void) | null = null;
  channel.onmessage = (event) => {
    messages.push(event.data);
    waiting?.(event.data);
    waiting = null;
  };
  return { messages, channel, next: () => new Promise((resolve) => (waiting = resolve)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

describe('cross-tab writes', () => {
  it("is the channel the app's provider listens on", () => {
    expect(DB_CHANNEL).toBe('charity-db');
    expect(DATA_CHANNEL).toBe(DB_CHANNEL);
  });

  it('a db created with {broadcast: true} posts every write, settings included', async () => {
    const tab = listen();
    const db = createDb(createMemoryStorage(), { broadcast: true });
    const first = tab.next();
    await db.banners.insert({ title: 'x' } as never);
    expect(await first).toEqual({ type: 'write', collection: 'banners', page: PAGE_ID });
    await db.donations.replaceAll([]);
    await db.setSettings({} as never);
    await settle();
    expect(tab.messages).toEqual([
      { type: 'write', collection: 'banners', page: PAGE_ID },
      { type: 'write', collection: 'donations', page: PAGE_ID },
      { type: 'write', collection: 'settings', page: PAGE_ID },
    ]);
  });

  it('names the page its host says a write is made for (the worker: the tab it is answering)', async () => {
    const tab = listen();
    let page = 'tab-a';
    const db = createDb(createMemoryStorage(), { broadcast: true, writer: () => page });
    await db.banners.insert({ title: 'x' } as never);
    page = 'tab-b';
    await db.donations.replaceAll([]);
    await settle();
    expect(tab.messages).toEqual([
      { type: 'write', collection: 'banners', page: 'tab-a' },
      { type: 'write', collection: 'donations', page: 'tab-b' },
    ]);
  });

  it('a db without broadcast posts nothing', async () => {
    const tab = listen();
    const db = createDb(createMemoryStorage());
    await db.banners.insert({ title: 'x' } as never);
    await settle();
    expect(tab.messages).toEqual([]);
  });

  it("another tab's listener drops its cache and reads the new data", async () => {
    const storage = createMemoryStorage(); // stands in for the IndexedDB both tabs share
    const tabA = createDb(storage, { broadcast: true });
    const tabB = createDb(storage);
    await tabA.banners.replaceAll([]);
    expect(await tabB.banners.all()).toEqual([]); // tab B caches the list
    const tab = listen();
    tab.channel.onmessage = () => tabB.invalidate(); // what mocks/index.ts does in tab B
    await tabA.banners.insert({ title: 'from tab A' } as never);
    await settle();
    expect((await tabB.banners.all()).map((b) => b.title)).toEqual(['from tab A']);
  });

  it("onRemoteWrite hears other tabs' writes, not this tab's own", async () => {
    const heard: string[] = [];
    const db = createDb(createMemoryStorage(), { broadcast: true });
    const stop = db.onRemoteWrite((collection) => heard.push(collection));
    await db.banners.insert({ title: 'mine' } as never);
    const other = listen().channel;
    other.postMessage({ type: 'write', collection: 'volunteers' });
    other.postMessage({ type: 'something else' });
    await settle();
    expect(heard).toEqual(['volunteers']);
    stop();
    other.postMessage({ type: 'write', collection: 'donations' });
    await settle();
    expect(heard).toEqual(['volunteers']);
  });

  it('settings changed in two tabs at once keep both changes (each re-reads what is stored)', async () => {
    const storage = createMemoryStorage();
    const tabA = createDb(storage);
    const tabB = createDb(storage);
    const seed = { theme: { primaryColor: '#000000' }, logo: {}, email: { adminEmail: 'old@example.org' } } as never;
    await tabA.setSettings(seed);
    await Promise.all([tabA.getSettings(), tabB.getSettings()]); // both tabs cache the settings
    await Promise.all([
      tabA.updateSettings((s) => ({ ...s!, theme: { ...s!.theme, primaryColor: '#123456' } })),
      tabB.updateSettings((s) => ({ ...s!, email: { ...s!.email, adminEmail: 'new@example.org' } })),
    ]);
    const reader = createDb(storage);
    expect(await reader.getSettings()).toMatchObject({ theme: { primaryColor: '#123456' }, email: { adminEmail: 'new@example.org' } });
  });
});
