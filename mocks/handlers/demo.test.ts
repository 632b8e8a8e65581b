import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { DEMO_MESSAGES, type DemoCollections, type DemoExport, type DemoImportResult, type DemoScenarioResult } from '@/types/api/demo';
import type { StoredDonation } from '@/types/api/donations';
import { getDb } from '@/testing/test-db';
import { createDb, SCHEMA_VERSION } from '../db/db';
import { demoContractOf } from '../db/demo-data';
import { createMemoryStorage } from '../db/storage';
import { REQUEST_LOG_KEY } from '../qa/request-log';
import { RESOURCES } from '../resources';
import { SCENARIO_KEY } from '../qa/scenario';
import { seedDb } from '../seed';
import { seedCategories, seedEvents } from '../seed/events';
import { adminToken, call, expectInvalid, formOf, pngBytes, pngFile } from '../testing/handler-test-utils';
import { now } from '@/lib/clock';

let token: string;
beforeEach(async () => {
  token = await adminToken(1);
});

async function exportDoc(): Promise<DemoExport> {
  const res = await call<DemoExport>('GET', '/api/demo/export', { token });
  expect(res.status).toBe(200);
  return res.body.data!;
}

const withoutDate = ({ exportedAt: _date, ...rest }: DemoExport) => {
  void _date;
  return rest;
};

/** A blob's type and bytes, as a data URL (jsdom's Blob has no arrayBuffer()). */
function blobContent(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * Everything stored: db keys and values (blobs byte for byte), localStorage, sessionStorage. Any
 * write shows up here, except the QA request log, which records the refused request itself.
 */
async function snapshot(): Promise<string> {
  const db = getDb();
  const keys = (await db.storage.keys()).sort();
  const values = await Promise.all(
    keys.map(async (key) => {
      const value = await db.storage.getItem<unknown>(key);
      return [key, value instanceof Blob ? await blobContent(value) : value];
    }),
  );
  const { [REQUEST_LOG_KEY]: _log, ...session } = { ...sessionStorage };
  return JSON.stringify({ values, local: { ...localStorage }, session });
}

/** A db seeded from scratch, to compare a reset against. */
async function freshSeed(dataSet: 'default' | 'empty' = 'default') {
  const db = createDb(createMemoryStorage());
  await seedDb(db, dataSet, now());
  return db;
}

// The registry's image resources, then the other collections an export carries.
const RESOURCE_NAMES = RESOURCES.map(({ name }) => name);
const COLLECTIONS = [...RESOURCE_NAMES, 'donations', 'contacts', 'volunteers', 'admins', 'outbox', 'uploads'];

describe('GET /api/demo/export', () => {
  it('answers the whole demo data as one valid document', async () => {
    const doc = await exportDoc();
    expect(doc.format).toBe('hope-foundation-demo');
    expect(doc.version).toBe(SCHEMA_VERSION);
    expect(Date.now() - Date.parse(doc.exportedAt)).toBeLessThan(60_000);
    expect(Object.keys(doc.collections).sort()).toEqual([...COLLECTIONS].sort());
    const db = getDb();
    for (const name of COLLECTIONS.filter((name) => name !== 'admins')) {
      expect((doc.collections as Record<string, unknown>)[name]).toEqual(await db.collection(name).all());
    }
    expect(doc.collections.admins.map((a) => a.username)).toEqual(['admin', 'moderator']);
    expect(doc.local.events).toEqual(seedEvents(now()));
    expect(doc.local.categories).toEqual(seedCategories());
    expect(doc.local.themeColors).toBeNull();
    expect(doc.blobs).toEqual({});
    expect(demoContractOf(db).exportSchema.safeParse(doc).success).toBe(true);
  });

  it('never carries a password hash, a salt or the SMTP password', async () => {
    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, email: { ...settings.email, smtpPassword: 'smtp-secret-9' } });
    const res = await call('GET', '/api/demo/export', { token });
    const text = JSON.stringify(res.body);
    for (const admin of await getDb().admins.all()) {
      expect(text).not.toContain(admin.password_hash);
      expect(text).not.toContain(admin.password_salt);
    }
    expect(text).not.toMatch(/password_hash|password_salt|smtpPassword|smtp-secret-9/);
  });

  it('carries uploaded images as data URLs and the stored theme colours', async () => {
    await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(40) }) });
    localStorage.setItem(
      storageKeys.themeColors,
      JSON.stringify({ primaryColor: '#111111', secondaryColor: '#222222', textDark: '#333333', textLight: '#444444' }),
    );
    const doc = await exportDoc();
    expect(Object.keys(doc.blobs!)).toEqual(['1.png']);
    expect(doc.blobs!['1.png']).toBe(`data:image/png;base64,${Buffer.from(pngBytes(40)).toString('base64')}`);
    expect(doc.local.themeColors).toMatchObject({ primaryColor: '#111111' });
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/demo/export');
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
  });
});

describe('POST /api/demo/import', () => {
  it('round trip: export, change everything, import, export again = the first export', async () => {
    await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(64) }) });
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hello' } });
    const first = await exportDoc();

    // Change every part of the data.
    const db = getDb();
    await call('POST', '/api/banner', { token, json: { title: 'New', description: 'New banner', image_url: '/images/x.png' } });
    await call('DELETE', '/api/donations/3', { token });
    await call('POST', '/api/admin', { token, json: { username: 'editor', email: 'ed@example.org', password: 'secret12' } });
    await call('PATCH', '/api/admin/2/status', { token, json: { is_active: false } });
    await call('POST', '/api/settings/theme', {
      token,
      json: { primaryColor: '#000000', secondaryColor: '#000000', textDark: '#000000', textLight: '#000000' },
    });
    await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(99) }) });
    await db.services.replaceAll([]);
    await db.volunteers.remove(1);
    localStorage.setItem(storageKeys.events, '[]');
    localStorage.setItem(storageKeys.categories, '[]');
    localStorage.setItem(
      storageKeys.themeColors,
      JSON.stringify({ primaryColor: '#000000', secondaryColor: '#000000', textDark: '#000000', textLight: '#000000' }),
    );
    expect(withoutDate(await exportDoc())).not.toEqual(withoutDate(first));

    const res = await call<DemoImportResult>('POST', '/api/demo/import', { token, json: first });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DEMO_MESSAGES.imported);
    expect(res.body.data?.counts).toEqual({
      ...Object.fromEntries(RESOURCE_NAMES.map((name) => [name, (first.collections as Record<string, unknown[]>)[name].length])),
      donations: first.collections.donations.length,
      contacts: first.collections.contacts.length,
      volunteers: first.collections.volunteers.length,
      admins: 2,
      outbox: 1,
      uploads: 1,
      events: 2,
      categories: first.local.categories.length,
      blobs: 1,
    });

    const second = await exportDoc();
    expect(withoutDate(second)).toEqual(withoutDate(first));
    expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
    // The image is served again with its bytes; the later upload is gone.
    const served = await fetch(new URL('/uploads/1.png', window.location.origin));
    expect((await served.arrayBuffer()).byteLength).toBe(64);
    expect((await fetch(new URL('/uploads/2.png', window.location.origin))).status).toBe(404);
  });

  it('keeps the signed-in session and the passwords of the accounts that exist here', async () => {
    const doc = await exportDoc();
    await call('PATCH', '/api/admin/2/password', { token, json: { newPassword: 'changed-pass' } });
    await call('POST', '/api/demo/import', { token, json: doc });
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
    expect((await call('POST', '/api/admin/login', { json: { username: 'admin', password: 'admin123' } })).status).toBe(200);
    // Passwords are not in the file: the account keeps the one it has here.
    expect((await call('POST', '/api/admin/login', { json: { username: 'moderator', password: 'changed-pass' } })).status).toBe(200);
  });

  it('imports an account unknown here without a usable password, until an admin sets one', async () => {
    const doc = await exportDoc();
    doc.collections.admins.push({
      id: 7,
      username: 'guest',
      email: 'guest@example.org',
      role: 'moderator',
      is_active: true,
      created_at: doc.exportedAt,
    });
    expect((await call('POST', '/api/demo/import', { token, json: doc })).status).toBe(200);
    const guest = (await getDb().admins.get(7))!;
    expect(guest.password_hash).toMatch(/^[0-9a-f]{64}$/);
    await call('PATCH', '/api/admin/7/password', { token, json: { newPassword: 'guest-pass' } });
    expect((await call('POST', '/api/admin/login', { json: { username: 'guest', password: 'guest-pass' } })).status).toBe(200);
  });

  it('ends a session whose account id now belongs to another username', async () => {
    const moderator = await adminToken(2);
    const doc = await exportDoc();
    doc.collections.admins[1] = { ...doc.collections.admins[1], username: 'someone-else' };
    await call('POST', '/api/demo/import', { token, json: doc });
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(401);
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
  });

  it('accepts the file as multipart form data', async () => {
    const doc = await exportDoc();
    doc.collections.banners = [];
    const form = new FormData();
    form.append('file', new File([JSON.stringify(doc)], 'demo.json', { type: 'application/json' }));
    const res = await call<DemoImportResult>('POST', '/api/demo/import', { token, form });
    expect(res.status).toBe(200);
    expect(await getDb().banners.all()).toEqual([]);
  });

  describe('a bad file is refused with a clear message and changes nothing', () => {
    const mutate = (change: (doc: DemoExport) => void) => async () => {
      const doc = structuredClone(await exportDoc());
      change(doc);
      return JSON.stringify(doc);
    };
    const cases: { what: string; body: () => Promise<string>; status?: number; message: RegExp | string; error?: string }[] = [
      { what: 'not JSON', body: async () => '{"format": "hope-foundation-demo", ', message: DEMO_MESSAGES.notJson },
      { what: 'a JSON array', body: async () => '[1, 2]', message: DEMO_MESSAGES.wrongFormat },
      { what: 'JSON null', body: async () => 'null', message: DEMO_MESSAGES.wrongFormat },
      {
        what: 'another format',
        body: mutate((d) => ((d as { format: string }).format = 'wordpress-export')),
        message: DEMO_MESSAGES.wrongFormat,
        error: 'format',
      },
      { what: 'another data version', body: mutate((d) => (d.version = 99)), message: /data version 99; this app reads version 1/, error: 'version' },
      {
        what: 'an invalid donation inside',
        body: mutate((d) => (d.collections.donations[2].amount = -5)),
        message:
          /^This demo export is invalid\. Nothing was changed\. First problem at collections\.donations\.2\.amount: Amount must be greater than 0$/,
        error: 'collections.donations.2.amount',
      },
      {
        what: 'a donation without its card_last4',
        body: mutate((d) => delete (d.collections.donations[0] as Partial<StoredDonation>).card_last4),
        message: /collections\.donations\.0\.card_last4/,
      },
      {
        what: 'a missing collection',
        body: mutate((d) => delete (d.collections as Partial<DemoCollections>).volunteers),
        message: /collections\.volunteers/,
      },
      { what: 'duplicate ids', body: mutate((d) => (d.collections.banners[1].id = d.collections.banners[0].id)), message: /Duplicate id/ },
      {
        what: 'an oversized banner image reference',
        body: mutate((d) => (d.collections.banners[0].image_url = 'x'.repeat(9_000_000))),
        message: /collections\.banners\.0\.image_url/,
      },
      { what: 'a corrupt event', body: mutate((d) => ((d.local.events[0] as { title: unknown }).title = 42)), message: /local\.events\.0\.title/ },
      { what: 'a bad theme colour', body: mutate((d) => (d.settings.theme.primaryColor = 'red')), message: /settings\.theme\.primaryColor/ },
      // Stored links and images follow the write rules (see src/types/api/url-rules.test.ts).
      {
        what: "a banner link 'javascript:alert(1)'",
        body: mutate((d) => (d.collections.banners[0].link_url = 'javascript:alert(1)')),
        message: /collections\.banners\.0\.link_url: Please enter a valid URL$/,
        error: 'collections.banners.0.link_url',
      },
      {
        what: "a banner link '//evil.example'",
        body: mutate((d) => (d.collections.banners[1].link_url = '//evil.example')),
        message: /collections\.banners\.1\.link_url/,
        error: 'collections.banners.1.link_url',
      },
      {
        what: "a banner image 'data:text/html,…'",
        body: mutate((d) => (d.collections.banners[0].image_url = 'data:text/html,<script>alert(1)</script>')),
        message: /collections\.banners\.0\.image_url/,
        error: 'collections.banners.0.image_url',
      },
      {
        what: "a service image 'JAVASCRIPT:alert(1)'",
        body: mutate((d) => (d.collections.services[0].image_url = 'JAVASCRIPT:alert(1)')),
        message: /collections\.services\.0\.image_url/,
        error: 'collections.services.0.image_url',
      },
      {
        what: "a gallery image 'vbscript:msgbox(1)'",
        body: mutate((d) => (d.collections.gallery[0].image_url = 'vbscript:msgbox(1)')),
        message: /collections\.gallery\.0\.image_url/,
        error: 'collections.gallery.0.image_url',
      },
      {
        what: "an event image ' javascript:alert(1)'",
        body: mutate((d) => (d.local.events[0].image = ' javascript:alert(1)')),
        message: /local\.events\.0\.image/,
        error: 'local.events.0.image',
      },
      {
        what: "an event gallery image '//evil.example/x.jpg'",
        body: mutate((d) => (d.local.events[0].galleryImages = ['//evil.example/x.jpg'])),
        message: /local\.events\.0\.galleryImages\.0/,
        error: 'local.events.0.galleryImages.0',
      },
      {
        what: "a header logo 'javascript:alert(1)'",
        body: mutate((d) => (d.settings.logo.headerLogo = 'javascript:alert(1)')),
        message: /settings\.logo\.headerLogo/,
        error: 'settings.logo.headerLogo',
      },
      {
        what: 'an image for an unknown upload',
        body: mutate((d) => (d.blobs = { '9.png': 'data:image/png;base64,iVBORw0KGgo=' })),
        message: /No upload record for 9\.png/,
      },
      {
        what: 'an image that is not a data URL',
        body: mutate(
          (d) => (
            (d.collections.uploads = [{ id: 1, file: '1.png', type: 'image/png', size: 3, created_at: d.exportedAt }]),
            (d.blobs = { '1.png': 'javascript:alert(1)' })
          ),
        ),
        message: /blobs\.1\.png/,
      },
      {
        what: 'no active admin',
        body: mutate((d) => d.collections.admins.forEach((a) => (a.is_active = false))),
        message: DEMO_MESSAGES.noActiveAdmin,
      },
      {
        what: 'every account demoted to moderator',
        body: mutate((d) => d.collections.admins.forEach((a) => (a.role = 'moderator'))),
        message: DEMO_MESSAGES.noActiveAdmin,
        error: 'collections.admins',
      },
      {
        what: 'the only administrator inactive, a moderator active',
        body: mutate((d) => d.collections.admins.forEach((a) => (a.is_active = a.role !== 'admin'))),
        message: DEMO_MESSAGES.noActiveAdmin,
      },
      {
        what: 'no administrator that can sign in here (a known moderator only)',
        body: mutate((d) => d.collections.admins.forEach((a) => a.role === 'admin' && (a.username += '-x'))),
        message: DEMO_MESSAGES.noKnownAdmin,
      },
      {
        what: 'no admin that can sign in here',
        body: mutate((d) => d.collections.admins.forEach((a) => (a.username += '-x'))),
        message: DEMO_MESSAGES.noKnownAdmin,
      },
      {
        what: 'a hash without its salt',
        body: mutate((d) => (d.collections.admins[0].password_hash = 'a'.repeat(64))),
        message: /A password hash needs its salt/,
      },
    ];

    it.each(cases)('$what', async ({ body, status = 400, message, error }) => {
      const text = await body();
      const before = await snapshot();
      const res = await call('POST', '/api/demo/import', { token, json: text });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
      expect(res.body.message).toMatch(/Nothing was changed\./);
      if (error) expect(res.body.errors?.[error]).toEqual(expect.any(String));
      expect(await snapshot()).toBe(before);
    });

    it('answers 415 for a text/plain body and 401 without a token', async () => {
      const doc = JSON.stringify(await exportDoc());
      const before = await snapshot();
      const plain = await fetch(new URL('/api/demo/import', window.location.origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
        body: doc,
      });
      expect(plain.status).toBe(415);
      expect((await call('POST', '/api/demo/import', { json: doc })).status).toBe(401);
      expect(await snapshot()).toBe(before);
    });
  });
});

describe('an import that fails while writing is undone: nothing is changed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  /** A valid document that differs from the stored data in every part, so a half-done import would show. */
  async function changedDoc(): Promise<DemoExport> {
    const doc = structuredClone(await exportDoc());
    doc.collections.banners = doc.collections.banners.slice(1);
    doc.collections.services[0].title = 'Imported service';
    doc.collections.donations = [];
    doc.collections.volunteers = doc.collections.volunteers.slice(0, 1);
    doc.collections.outbox = [];
    doc.collections.uploads = [{ id: 1, file: '1.png', type: 'image/png', size: 64, created_at: doc.exportedAt }];
    doc.blobs = { '1.png': `data:image/png;base64,${Buffer.from(pngBytes(64)).toString('base64')}` };
    doc.settings.theme.primaryColor = '#000000';
    doc.local.events = doc.local.events.slice(1);
    doc.local.categories = [];
    doc.local.themeColors = { ...doc.settings.theme };
    return doc;
  }

  /** Makes the db storage fail writing `key`: once (a passing fault), or every time. */
  /** Fails the next `times` writes that store a key starting with `prefix`. */
  function failDbWrite(prefix: string, error: () => Error, times = 1) {
    const storage = getDb().storage;
    const write = storage.writeMany.bind(storage);
    let left = times;
    vi.spyOn(storage, 'writeMany').mockImplementation(async (batch) => {
      if ([...batch.writes.keys()].some((k) => k.startsWith(prefix)) && left > 0) {
        left -= 1;
        throw error();
      }
      return write(batch);
    });
  }

  beforeEach(async () => {
    // Something of every kind is stored: an uploaded image, a theme, a message in the outbox.
    await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(40) }) });
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hello' } });
    localStorage.setItem(
      storageKeys.themeColors,
      JSON.stringify({ primaryColor: '#111111', secondaryColor: '#222222', textDark: '#333333', textLight: '#444444' }),
    );
  });

  const cases = [
    {
      what: 'a collection write throws half way (donations)',
      fault: () => failDbWrite('r:donations:', () => new Error('disk I/O error')),
      status: 500,
      message: DEMO_MESSAGES.writeFailed,
    },
    {
      what: 'IndexedDB is full at the volunteers',
      fault: () => failDbWrite('r:volunteers:', quotaError),
      status: 507,
      message: DEMO_MESSAGES.storageFull,
    },
    {
      what: 'the settings, the last write, fail',
      fault: () => failDbWrite('settings', () => new Error('disk I/O error')),
      status: 500,
      message: DEMO_MESSAGES.writeFailed,
    },
    {
      what: 'an uploaded image cannot be written',
      fault: () => failDbWrite('blob:1.png', quotaError),
      status: 507,
      message: DEMO_MESSAGES.storageFull,
    },
    {
      what: 'localStorage is full at the categories (after the events were written)',
      fault: () => {
        const write = Storage.prototype.setItem;
        let failed = false;
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
          if (key === storageKeys.categories && !failed) {
            failed = true;
            throw quotaError();
          }
          return write.call(this, key, value);
        });
      },
      status: 507,
      message: DEMO_MESSAGES.storageFull,
    },
  ];

  it.each(cases)('$what', async ({ fault, status, message }) => {
    const doc = await changedDoc();
    const before = await snapshot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fault();
    const res = await call('POST', '/api/demo/import', { token, json: doc });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, message });
    expect(res.body.message).toMatch(/Nothing was changed\./);
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
    // Byte for byte: every collection, the settings, the uploaded images, localStorage.
    expect(await snapshot()).toBe(before);
    // What the handlers read (cached collections included) is the previous data too.
    expect(withoutDate(await exportDoc())).not.toEqual(withoutDate(doc));
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);

    // The same file imports once the fault is gone.
    const again = await call<DemoImportResult>('POST', '/api/demo/import', { token, json: doc });
    expect(again.status).toBe(200);
    expect(withoutDate(await exportDoc())).toEqual(withoutDate(doc));
  });

  it('refuses, before writing anything, events too large for any browser localStorage (413)', async () => {
    const doc = await changedDoc();
    const post = doc.local.events[0];
    doc.local.events = Array.from({ length: 101 }, (_, i) => ({ ...post, id: i + 1, content: 'x'.repeat(50_000) }));
    const before = await snapshot();
    const res = await call('POST', '/api/demo/import', { token, json: doc });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: DEMO_MESSAGES.tooLargeForBrowser });
    expect(await snapshot()).toBe(before);
  });

  it('says so, without claiming nothing changed, when the previous data cannot be put back either', async () => {
    const doc = await changedDoc();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failDbWrite('r:donations:', () => new Error('disk I/O error'), Number.POSITIVE_INFINITY);
    const res = await call('POST', '/api/demo/import', { token, json: doc });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: DEMO_MESSAGES.notRestored });
    expect(res.body.message).not.toMatch(/Nothing was changed/);
  });
});

describe('POST /api/demo/reset', () => {
  it('restores the seed: db, events, categories and theme colours; the session stays', async () => {
    await call('POST', '/api/admin', { token, json: { username: 'editor', email: 'ed@example.org', password: 'secret12' } });
    await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(64) }) });
    await call('POST', '/api/settings/theme', {
      token,
      json: { primaryColor: '#000000', secondaryColor: '#000000', textDark: '#000000', textLight: '#000000' },
    });
    await call('DELETE', '/api/donations/1', { token });
    await getDb().banners.replaceAll([]);
    localStorage.setItem(storageKeys.events, '[]');
    localStorage.setItem(storageKeys.categories, 'not json');
    localStorage.setItem(storageKeys.themeColors, '{}');

    const res = await call('POST', '/api/demo/reset', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { dataSet: 'default' }, message: DEMO_MESSAGES.reset });

    const seed = await freshSeed();
    for (const name of COLLECTIONS) expect(await getDb().collection(name).all(), name).toEqual(await seed.collection(name).all());
    expect(await getDb().getSettings()).toEqual(await seed.getSettings());
    expect((await getDb().storage.keys()).filter((k) => k.startsWith('blob:'))).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual(seedCategories());
    expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
  });

  it("reseeds the current scenario's data set", async () => {
    sessionStorage.setItem(SCENARIO_KEY, 'empty');
    const res = await call('POST', '/api/demo/reset', { token });
    expect(res.body.data).toEqual({ dataSet: 'empty' });
    expect(await getDb().donations.all()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual([]);
  });

  it('answers 401 without a token and changes nothing', async () => {
    await getDb().banners.replaceAll([]);
    expect((await call('POST', '/api/demo/reset')).status).toBe(401);
    expect(await getDb().banners.all()).toEqual([]);
  });
});

describe('POST /api/demo/scenario', () => {
  it('switches to empty: the data set reseeded, the session kept; the tab keeps the scenario itself', async () => {
    const res = await call<DemoScenarioResult>('POST', '/api/demo/scenario', { token, json: { scenario: 'empty' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ scenario: 'empty', dataSet: 'empty', reseeded: true });
    // The backend answers from the request alone: the tab's session is the page's (keepTabScenario).
    expect(sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
    expect(await getDb().banners.all()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual([]);
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
  });

  it('keeps the data when the data set does not change (slow, api-down, default)', async () => {
    await getDb().banners.replaceAll([]);
    for (const scenario of ['slow', 'api-down', 'default'] as const) {
      const res = await call<DemoScenarioResult>('POST', '/api/demo/scenario', { token, json: { scenario } });
      expect(res.body.data).toEqual({ scenario, dataSet: 'default', reseeded: false });
    }
    expect(await getDb().banners.all()).toEqual([]);
  });

  it('answers 400 for an unknown scenario and changes nothing', async () => {
    const before = await snapshot();
    const res = await expectInvalid(call('POST', '/api/demo/scenario', { token, json: { scenario: 'chaos' } }));
    expect(res.body.errors).toEqual({ scenario: 'Scenario must be one of: default, api-down, slow, empty, big' });
    expect(await snapshot()).toBe(before);
  });

  it('answers 401 without a token and changes nothing', async () => {
    expect((await call('POST', '/api/demo/scenario', { json: { scenario: 'empty' } })).status).toBe(401);
    expect(sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
    expect((await getDb().banners.all()).length).toBeGreaterThan(0);
  });
});
