import { describe, expect, it, vi } from 'vitest';
import { unregisterMockWorker } from './mock-worker-cleanup';

const registration = (scriptURL: string) =>
  ({ active: { scriptURL }, waiting: null, installing: null, unregister: vi.fn(async () => true) }) as unknown as ServiceWorkerRegistration;

describe('unregisterMockWorker', () => {
  it("unregisters only the mock backend's worker", async () => {
    const mock = registration('http://localhost/charity/mockServiceWorker.js');
    const other = registration('http://localhost/sw.js');
    const container = { getRegistrations: async () => [mock, other] } as unknown as ServiceWorkerContainer;

    expect(await unregisterMockWorker(container)).toBe(1);
    expect(mock.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are missing or refused', async () => {
    expect(await unregisterMockWorker(undefined)).toBe(0);
    const refusing = { getRegistrations: async () => Promise.reject(new Error('SecurityError')) } as unknown as ServiceWorkerContainer;
    expect(await unregisterMockWorker(refusing)).toBe(0);
  });
});
