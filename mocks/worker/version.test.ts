// A new deploy under an open tab: which backends the tab can still talk to, and what the tab says
// when one takes it over (mocks/sw-page/updates.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_RESET_EVENT } from '@/lib/backend-reset';
import { getRuntimeStatus, setRuntimeStatus, type RuntimeStatus } from '@/lib/runtime-status';
import { watchBackendUpdates } from '../sw-page/updates';
import { replyOn, type ControlMessage } from './protocol';
import { BACKEND_VERSION, backendUpdateOf, protocolCompatible, type BackendVersion } from './version';

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

describe('backendUpdateOf', () => {
  const tab: BackendVersion = { protocol: 2, data: 5 };

  it('is compatible when only the data version (or nothing) changed', () => {
    expect(backendUpdateOf({ protocol: 2, data: 5 }, tab)).toBe('compatible');
    expect(backendUpdateOf({ protocol: 2, data: 6 }, tab)).toBe('compatible');
  });

  it('is incompatible on another protocol, or when the worker did not answer', () => {
    expect(backendUpdateOf({ protocol: 3, data: 5 }, tab)).toBe('incompatible');
    expect(backendUpdateOf(null, tab)).toBe('incompatible');
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

  it('reports a new worker of the same protocol as compatible', async () => {
    setRuntimeStatus(started);
    const container = fakeContainer({ ...BACKEND_VERSION, data: BACKEND_VERSION.data + 1 });
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(getRuntimeStatus().backendUpdate).toBe('compatible'));
    expect(getRuntimeStatus()).toMatchObject({ driver: 'asyncStorage', scenario: 'default' });
  });

  it('reports a new worker of another protocol as incompatible', async () => {
    setRuntimeStatus(started);
    const container = fakeContainer({ ...BACKEND_VERSION, protocol: BACKEND_VERSION.protocol + 1 });
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
    expect(getRuntimeStatus()).toMatchObject({ dataReset: true, backendUpdate: 'compatible' });
    expect(resets).toHaveBeenCalledTimes(1);
  });
});
