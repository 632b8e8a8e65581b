// Idempotency-Key: a repeated key gets the first answer and stores nothing new, whichever backend
// (a restarted worker is a new one over the same store) answers the repeat.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { getDb } from '@/testing/test-db';
import { testDeps } from '../testing/current-db';
import { createBackend } from './create-backend';
import { forgetOldAnswers, IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS, REPLAYED_HEADER } from './idempotency';

const message = { name: 'Ann', email: 'ann.once@example.org', message: 'Sent once, delivered twice.' };

const post = (key: string | null, body: unknown = message) =>
  new Request(apiUrl('/api/contact-forms'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    body: JSON.stringify(body),
  });

const stored = async () => (await getDb().contacts.all()).filter((contact) => contact.email === message.email).length;

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer, marked, and stores one record', async () => {
    const backend = createBackend(testDeps);
    const first = await backend.handle(post('key-1'));
    const again = await backend.handle(post('key-1'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await stored()).toBe(1);
    expect((await backend.handle(post('key-2'))).status).toBe(201);
    expect(await stored()).toBe(2);
  });

  it('holds for a backend started afresh over the same store, and for repeats sent at once', async () => {
    const answers = await Promise.all([createBackend(testDeps).handle(post('key-3')), createBackend(testDeps).handle(post('key-3'))]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(
      await createBackend(testDeps)
        .handle(post('key-3'))
        .then((answer) => answer.headers.get(REPLAYED_HEADER)),
    ).toBe('true');
    expect(await stored()).toBe(1);
  });

  it('keeps a refusal too, but not a server error; without a key every request counts', async () => {
    const backend = createBackend(testDeps);
    expect((await backend.handle(post('key-4', {}))).status).toBe(400);
    const again = await backend.handle(post('key-4', {}));
    expect(again.status).toBe(400);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await stored()).toBe(0);
    await backend.handle(post(null));
    await backend.handle(post(null));
    expect(await stored()).toBe(2);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters, storing nothing', async () => {
    const backend = createBackend(testDeps);
    for (const key of ['', 'a b', 'é', 'x'.repeat(256)]) {
      const answer = await backend.handle(post(key));
      expect(answer.status, JSON.stringify(key)).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it("over an atomic store, a request's writes and its kept answer are stored together or not at all", async () => {
    const { createAtomicStorage } = await import('../db/atomic-storage');
    const { createDb } = await import('../db/db');
    const { setDb } = await import('../testing/current-db');
    const { createMemoryStorage } = await import('../db/storage');
    const inner = createMemoryStorage();
    let refuse = true;
    const atomic = createAtomicStorage({
      ...inner,
      // A backend stopped before its commit: nothing of the request reaches the store.
      writeMany: async (batch) => {
        if (refuse) throw new Error('stopped');
        await inner.writeMany(batch);
      },
    });
    await createDb(inner).contacts.replaceAll(await getDb().contacts.all());
    const before = await inner.entries('');
    setDb(createDb(atomic));
    const backend = createBackend(testDeps);
    await expect(backend.handle(post('key-6'))).rejects.toThrow('stopped');
    expect(await inner.entries('')).toEqual(before);
    expect(await inner.getItem('idem:key-6')).toBeNull();
    refuse = false;
    expect((await backend.handle(post('key-6'))).status).toBe(201);
    expect((await backend.handle(post('key-6'))).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await stored()).toBe(1);
  });

  it('forgets an answer a day old', async () => {
    const backend = createBackend(testDeps);
    await backend.handle(post('key-5'));
    const at = Date.now();
    await forgetOldAnswers(getDb().storage, at + 1000);
    expect((await backend.handle(post('key-5'))).headers.get(REPLAYED_HEADER)).toBe('true');
    await forgetOldAnswers(getDb().storage, at + IDEMPOTENCY_TTL_MS + 60_000);
    expect((await backend.handle(post('key-5'))).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await stored()).toBe(2);
  });
});
