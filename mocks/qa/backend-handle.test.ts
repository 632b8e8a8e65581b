// window.__backend's reset, scenario and outbox against the real db and routes: what they change
// in the db and browser storage, and the event that makes the app refetch.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKEND_RESET_EVENT, type BackendResetDetail } from '@/lib/backend-reset';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { storageKeys } from '@/lib/storage';
import { getDb } from '../testing/current-db';
import { call } from '../testing/handler-test-utils';
import { SCENARIO_KEY } from './scenario';
import { DATASET_KEY } from '../seed';
import { seedContacts } from '../seed/contacts';
import { seedEvents } from '../seed/events';
import { inPageOpsOn } from '../hosts/page/in-page';
import { createBackendHandle, installBackendHandle } from './backend-handle';
import { markReady } from './readiness';
import { testSeedClock } from '@/testing/test-db';
import { now } from '@/lib/clock';

beforeAll(() => markReady());

const handle = () => createBackendHandle(inPageOpsOn(getDb));

/** Counts the reset events; each one hands back `work` for the handle to wait on. */
function listen(work: () => Promise<unknown> = async () => undefined) {
  const heard = { count: 0 };
  const onReset = (event: Event) => {
    heard.count += 1;
    (event as CustomEvent<BackendResetDetail>).detail.waitUntil(work());
  };
  window.addEventListener(BACKEND_RESET_EVENT, onReset);
  return { heard, stop: () => window.removeEventListener(BACKEND_RESET_EVENT, onReset) };
}

const message = { name: 'Ann', email: 'ann@example.com', message: 'Hello there' };

describe('window.__backend', () => {
  it('is installed with the readiness Promise and the request log', async () => {
    installBackendHandle(inPageOpsOn(getDb));
    await expect(window.__backend!.ready).resolves.toBeUndefined();
    await call('GET', '/api/services');
    expect(await window.__backend!.requests()).toEqual([{ method: 'GET', path: '/api/services', status: 200, body: null }]);
    void window.__backend!.clearRequests();
    expect(await window.__backend!.requests()).toEqual([]);
  });

  describe('reset()', () => {
    it('reseeds the db and the localStorage keys as ?reset=1 does, signs out, and resolves once the app has refetched', async () => {
      await call('POST', '/api/contact-forms', { json: message });
      localStorage.setItem(storageKeys.events, '[]');
      localStorage.setItem(storageKeys.themeColors, '{"primaryColor":"#123456"}');
      localStorage.setItem(storageKeys.adminToken, 'token');
      let refetched!: () => void;
      const { heard, stop } = listen(() => new Promise<void>((resolve) => (refetched = resolve)));
      let done = false;
      const resetting = handle()
        .reset()
        .then(() => (done = true));
      await vi.waitFor(() => expect(heard.count).toBe(1));
      expect(done).toBe(false);
      refetched();
      await resetting;
      stop();
      expect(await getDb().contacts.all()).toEqual(seedContacts(testSeedClock()));
      expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
      expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
      expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
    });

    it("keeps the scenario's data set", async () => {
      sessionStorage.setItem(SCENARIO_KEY, 'empty');
      await handle().reset();
      expect(await getDb().storage.getItem(DATASET_KEY)).toBe('empty');
      expect(await getDb().contacts.all()).toEqual([]);
      expect(sessionStorage.getItem(SCENARIO_KEY)).toBe('empty');
    });
  });

  describe('scenario()', () => {
    it('switches the data set as ?scenario= does, reseeding, and tells the app and /health', async () => {
      const { heard, stop } = listen();
      await handle().scenario('empty');
      stop();
      expect(sessionStorage.getItem(SCENARIO_KEY)).toBe('empty');
      expect(await getDb().banners.all()).toEqual([]);
      expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual([]);
      expect(getRuntimeStatus().scenario).toBe('empty');
      expect(heard.count).toBe(1);
    });

    it('keeps the data when the data set stays the same', async () => {
      await call('POST', '/api/contact-forms', { json: message });
      await handle().scenario('slow');
      expect(sessionStorage.getItem(SCENARIO_KEY)).toBe('slow');
      expect(await getDb().contacts.all()).toHaveLength(seedContacts(testSeedClock()).length + 1);
    });

    it('default clears the stored scenario and reseeds from empty', async () => {
      await handle().scenario('empty');
      await handle().scenario('default');
      expect(sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
      expect(await getDb().contacts.all()).toEqual(seedContacts(testSeedClock()));
    });

    it('rejects an unknown name, naming the known ones, and changes nothing', async () => {
      const { heard, stop } = listen();
      await expect(handle().scenario('nope' as never)).rejects.toThrow(
        'Unknown scenario "nope". Known scenarios: default, api-down, slow, empty, big.',
      );
      stop();
      expect(sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
      expect(heard.count).toBe(0);
    });
  });

  it('outbox() gives the simulated e-mails, oldest first', async () => {
    await call('POST', '/api/contact-forms', { json: { ...message, subject: 'First' } });
    await call('POST', '/api/contact-forms', { json: { ...message, subject: 'Second' } });
    const outbox = await handle().outbox();
    expect(outbox.map((email) => [email.kind, email.subject])).toEqual([
      ['contact', 'New message: First'],
      ['contact', 'New message: Second'],
    ]);
  });
});
