// A tab whose backend's service worker is of another protocol at start-up (a deploy between the page
// and its worker) says so in place of the app, with a way out, rather than failing blank.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { replyOn, type ControlMessage } from '../worker/protocol';
import { BACKEND_VERSION, type BackendVersion } from '../../core/backend-version';
import { MISMATCH_MESSAGE } from '../worker/version';

/** A worker of ours, controlling the page, that refuses its protocol and says it is of `version`. */
function controlledBy(version: BackendVersion) {
  const worker = {
    scriptURL: new URL(`${env.BASE_URL}backend-worker.js`, window.location.href).href,
    postMessage(message: ControlMessage, [port]: MessagePort[]) {
      if (message.type === 'prepare')
        void replyOn(port, () => {
          throw new Error(MISMATCH_MESSAGE);
        });
      if (message.type === 'version') void replyOn(port, () => version);
    },
  };
  const container = Object.assign(new EventTarget(), { controller: worker, register: async () => ({ active: worker }) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

async function start() {
  vi.resetModules();
  const { startWorkerBackend } = await import('./start');
  void startWorkerBackend();
}

const screen = () => document.querySelector('#root [role="alert"]');

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><p>the prerendered picture</p></div>';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('a page older than its worker says at once that the demo was updated, with a Reload button', async () => {
  controlledBy({ ...BACKEND_VERSION, protocol: BACKEND_VERSION.protocol + 1, build: 'next' });
  await start();
  await vi.waitFor(() => expect(screen()).not.toBeNull(), { timeout: 2_000 });
  expect(screen()?.querySelector('h1')?.textContent).toBe('The demo was updated');
  expect(screen()?.querySelector('p')?.textContent).toBe(MISMATCH_MESSAGE);
  expect(screen()?.querySelector('button')?.textContent).toBe('Reload');
  expect(document.documentElement.dataset.backend).toBe('failed');
});

/** Moves the fake clock by `ms`, a second at a time, letting the message ports deliver (on real time) between. */
async function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 1_000) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(1_000);
  }
}

it('a page newer than its worker says so once no worker of its own build took over', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  controlledBy({ ...BACKEND_VERSION, protocol: BACKEND_VERSION.protocol - 1, build: 'previous' });
  await start();
  await elapse(15_000);
  expect(screen()).toBeNull();
  await elapse(10_000);
  expect(screen()?.textContent).toContain(MISMATCH_MESSAGE);
  expect(document.documentElement.dataset.backend).toBe('failed');
});
