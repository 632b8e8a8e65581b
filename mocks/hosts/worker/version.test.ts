// A new deploy under an open tab: which backends the tab can still talk to, what the tab says when
// one takes it over, and a page that starts under the previous deploy's worker (mocks/hosts/worker-page/updates.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_RESET_EVENT } from '@/lib/backend-reset';
import { getRuntimeStatus, setRuntimeStatus, type RuntimeStatus } from '@/lib/runtime-status';
import { retriedAfterTakeover, watchBackendUpdates } from '../worker-page/updates';
import { MOCK_HEADERS, TAB_HEADERS } from '@/lib/mock-headers';
import { BACKEND_OP_NAMES } from '../../qa/backend-handle';
import { CONTROL_MESSAGES, PAGE_MESSAGES, replyOn, type ControlMessage } from './protocol';
import { BACKEND_VERSION, type BackendVersion } from '../../core/backend-version';
import { backendUpdateOf, MISMATCH_MESSAGE, olderThanBackend, protocolCompatible } from './version';

const started: RuntimeStatus = { mocks: true, driver: 'asyncStorage', persistent: true, scenario: 'default', switches: [] };

afterEach(() => {
  setRuntimeStatus(started);
  vi.useRealTimers();
});

describe('protocolCompatible', () => {
  it('takes only the same protocol version', () => {
    expect(protocolCompatible(3, 3)).toBe(true);
    expect(protocolCompatible(2, 3)).toBe(false);
    expect(protocolCompatible(4, 3)).toBe(false);
  });

  it('refuses a tab built before versions, and a worker that does not say its version', () => {
    expect(protocolCompatible(undefined, 1)).toBe(false);
    expect(protocolCompatible(1, undefined)).toBe(false);
  });
});

describe('the protocol version', () => {
  // A page waits up to 120 s on a message its worker does not know; a worker of another protocol
  // refuses the page at once instead. So what the two say to each other is pinned to the version:
  // a change here without a bump fails this test, and the bump is what makes it pass.
  it('names what a page and its worker say to each other in protocol 4', () => {
    expect({
      protocol: BACKEND_VERSION.protocol,
      messages: [...CONTROL_MESSAGES].sort(),
      toPages: [...PAGE_MESSAGES].sort(),
      operations: [...BACKEND_OP_NAMES].sort(),
      headers: [...Object.values(TAB_HEADERS), ...Object.values(MOCK_HEADERS)].sort(),
    }).toEqual({
      protocol: 4,
      messages: ['claim', 'local-read', 'local-write', 'op', 'prepare', 'version'],
      toPages: ['data-reset', 'local-apply'],
      operations: ['addAnswer', 'answers', 'clearAnswers', 'clearRequests', 'outbox', 'prepare', 'requests', 'seedChanges', 'switched'],
      headers: [
        'X-Mock-Fault',
        'X-Mock-Latency',
        'X-Mock-Latency-Draw',
        'X-Mock-Now',
        'X-Mock-Page',
        'X-Mock-Protocol',
        'X-Mock-Scenario',
        'X-Mock-Tab',
      ],
    });
  });
});

describe('backendUpdateOf', () => {
  const tab: BackendVersion = { protocol: 2, data: 5, build: 'a' };

  it('is nothing when the worker is of the page’s own build (a new page that started under the old worker)', () => {
    expect(backendUpdateOf({ ...tab }, tab)).toBeNull();
  });

  it('is compatible for another build of the same protocol, whatever its data version', () => {
    expect(backendUpdateOf({ protocol: 2, data: 5, build: 'b' }, tab)).toBe('compatible');
    expect(backendUpdateOf({ protocol: 2, data: 6, build: 'b' }, tab)).toBe('compatible');
  });

  it('is incompatible on another protocol, or when the worker did not answer', () => {
    expect(backendUpdateOf({ protocol: 3, data: 5, build: 'b' }, tab)).toBe('incompatible');
    expect(backendUpdateOf(null, tab)).toBe('incompatible');
  });
});

describe('olderThanBackend', () => {
  const tab: BackendVersion = { protocol: 2, data: 5, build: 'a' };

  it('is true only for a backend of a later protocol', () => {
    expect(olderThanBackend({ protocol: 3, data: 5, build: 'b' }, tab)).toBe(true);
    expect(olderThanBackend({ protocol: 2, data: 6, build: 'b' }, tab)).toBe(false);
    expect(olderThanBackend({ protocol: 1, data: 5, build: 'b' }, tab)).toBe(false);
  });

  it('is false for a backend that did not say its version: the page waits for its own', () => {
    expect(olderThanBackend(null, tab)).toBe(false);
  });
});

/** A service worker container: `controller` answers 'version' with `version` (none when null). */
function fakeContainer(version: BackendVersion | null) {
  const container = new EventTarget() as EventTarget & { controller: { postMessage(message: ControlMessage, transfer: MessagePort[]): void } | null };
  container.controller = {
    postMessage(message, [port]) {
      if (message.type === 'version' && version) void replyOn(port, () => version);
    },
  };
  watchBackendUpdates(container as unknown as ServiceWorkerContainer);
  return container;
}

describe('watchBackendUpdates', () => {
  it('says nothing until a new worker takes over', () => {
    setRuntimeStatus(started);
    fakeContainer(BACKEND_VERSION);
    expect(getRuntimeStatus().backendUpdate).toBeUndefined();
  });

  const nextBuild = `${BACKEND_VERSION.build}+next`;

  it('says nothing when the new worker is of this page’s build', async () => {
    setRuntimeStatus(started);
    const container = fakeContainer(BACKEND_VERSION);
    container.dispatchEvent(new Event('controllerchange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getRuntimeStatus().backendUpdate).toBeUndefined();
  });

  it('reports a new worker of the same protocol as compatible', async () => {
    setRuntimeStatus(started);
    const container = fakeContainer({ ...BACKEND_VERSION, data: BACKEND_VERSION.data + 1, build: nextBuild });
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(getRuntimeStatus().backendUpdate).toBe('compatible'));
    expect(getRuntimeStatus()).toMatchObject({ driver: 'asyncStorage', scenario: 'default' });
  });

  it('reports a new worker of another protocol as incompatible', async () => {
    setRuntimeStatus(started);
    const container = fakeContainer({ ...BACKEND_VERSION, protocol: BACKEND_VERSION.protocol + 1, build: nextBuild });
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(getRuntimeStatus().backendUpdate).toBe('incompatible'));
  });

  it('reports a worker that never says its version as incompatible, after the timeout', async () => {
    vi.useFakeTimers();
    setRuntimeStatus(started);
    const container = fakeContainer(null);
    container.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(getRuntimeStatus().backendUpdate).toBe('incompatible');
  });

  it('on a reseed of another data version: says the data was reset and has the app refetch', async () => {
    setRuntimeStatus(started);
    const resets = vi.fn();
    window.addEventListener(BACKEND_RESET_EVENT, resets);
    const container = fakeContainer(BACKEND_VERSION);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'tab-state' } }));
    expect(getRuntimeStatus().dataReset).toBeUndefined();
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'data-reset' } }));
    window.removeEventListener(BACKEND_RESET_EVENT, resets);
    expect(getRuntimeStatus().dataReset).toBe(true);
    expect(resets).toHaveBeenCalledTimes(1);
  });
});

describe('retriedAfterTakeover', () => {
  const refusal = () => Promise.reject(new Error(MISMATCH_MESSAGE));

  function container() {
    const target = new EventTarget() as EventTarget & { controller: ServiceWorker | null };
    target.controller = { scriptURL: 'old' } as ServiceWorker;
    return target;
  }

  it('asks the worker that takes over once the old one refused the page’s protocol', async () => {
    const page = container();
    const old = page.controller!;
    const next = { scriptURL: 'new' } as ServiceWorker;
    const work = vi.fn((worker: ServiceWorker) => (worker === old ? refusal() : Promise.resolve('prepared')));
    const running = retriedAfterTakeover(page as unknown as ServiceWorkerContainer, async () => page.controller!, work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    page.controller = next;
    page.dispatchEvent(new Event('controllerchange'));
    await expect(running).resolves.toBe('prepared');
    expect(work.mock.calls.map(([worker]) => worker)).toEqual([old, next]);
  });

  it('passes any other failure on at once', async () => {
    const page = container();
    const work = vi.fn(() => Promise.reject(new Error('No answer within 120000 ms.')));
    await expect(retriedAfterTakeover(page as unknown as ServiceWorkerContainer, async () => page.controller!, work)).rejects.toThrow('No answer');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up at once with the refusal when the worker is of a later protocol: no worker of the page’s build is coming', async () => {
    const page = container();
    const newer: BackendVersion = { ...BACKEND_VERSION, protocol: BACKEND_VERSION.protocol + 1, build: 'next' };
    page.controller = {
      postMessage(message: ControlMessage, [port]: MessagePort[]) {
        if (message.type === 'version') void replyOn(port, () => newer);
      },
    } as unknown as ServiceWorker;
    const work = vi.fn(refusal);
    const started = performance.now();
    await expect(retriedAfterTakeover(page as unknown as ServiceWorkerContainer, async () => page.controller!, work)).rejects.toThrow(
      MISMATCH_MESSAGE,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('gives up with the refusal when no other worker takes over', async () => {
    vi.useFakeTimers();
    const page = container();
    const running = retriedAfterTakeover(page as unknown as ServiceWorkerContainer, async () => page.controller!, refusal);
    const settled = expect(running).rejects.toThrow(MISMATCH_MESSAGE);
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
  });
});
