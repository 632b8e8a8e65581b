// A kept Idempotency-Key answer goes back only to the request that earned it: the same caller (its
// session, or with no token its client), method, path and body. Anything else answers 422 saying
// what differs. A token that opens no session is checked before any key. Sign-in answers, and any
// other answer carrying a token, are never kept, so no token is stored at rest in a kept answer.
// Before, the admin's sign-in answer, token and all, went to anyone who sent its key.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { getDb } from '@/testing/test-db';
import { testDeps } from '../testing/current-db';
import { createBackend } from './create-backend';
import { forgetOldAnswers, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency';

const backend = () => createBackend(testDeps);

function send(method: string, path: string, { key, token, json }: { key: string; token?: string; json?: unknown }) {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: key };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return backend().handle(new Request(apiUrl(path), { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }));
}

const signIn = async (key: string) => {
  const answer = await send('POST', '/api/admin/login', { key, json: { username: 'admin', password: 'admin123' } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
};

/** Every kept answer in the store, as stored. */
const keptAnswers = async () => JSON.stringify(await getDb().storage.entries('idem:'));

const message = { name: 'Ann', email: 'ann.caller@example.org', message: 'Mine alone.' };

describe('Idempotency-Key replays', () => {
  it("a sign-in's answer is never kept: its key gives nobody the token", async () => {
    const token = await signIn('k1');
    expect(await keptAnswers()).not.toContain(token);
    const stranger = await send('POST', '/api/admin/login', { key: 'k1', json: { username: 'x', password: 'y' } });
    expect(stranger.status).toBe(401);
    expect(await stranger.text()).not.toContain(token);
    const deletion = await send('DELETE', '/api/services/1', { key: 'k1' });
    expect(deletion.status).toBe(401);
    expect(await getDb().services.get(1)).toBeDefined();
  });

  it('no kept answer holds a token: a password change that hands one back is not kept', async () => {
    const token = await signIn('k2');
    const change = await send('PATCH', '/api/admin/1/password', { key: 'k3', token, json: { newPassword: 'admin123', confirmPassword: 'admin123' } });
    expect(change.status).toBe(200);
    const fresh = ((await change.json()) as { data: { token: string } }).data.token;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(await keptAnswers()).not.toContain(fresh);
  });

  it("another caller's key answers 422 and changes nothing: without a token, or with another admin's", async () => {
    const admin = await signIn('k4');
    expect((await send('PATCH', '/api/services/2/toggle', { key: 'k5', token: admin })).status).toBe(200);
    const toggled = await getDb().services.get(2);
    const anonymous = await send('PATCH', '/api/services/2/toggle', { key: 'k5' });
    expect(anonymous.status).toBe(422);
    expect(((await anonymous.json()) as { message: string }).message).toBe(
      'This Idempotency-Key was first used by another caller. Send this request with a new key.',
    );
    const moderatorAnswer = await send('POST', '/api/admin/login', { key: 'k6', json: { username: 'moderator', password: 'moderator123' } });
    const moderator = ((await moderatorAnswer.json()) as { data: { token: string } }).data.token;
    expect((await send('PATCH', '/api/services/2/toggle', { key: 'k5', token: moderator })).status).toBe(422);
    expect(await getDb().services.get(2)).toEqual(toggled);
  });

  it('the same caller with another method, path or body answers 422 naming it, and nothing is written', async () => {
    expect((await send('POST', '/api/contact-forms', { key: 'k7', json: message })).status).toBe(201);
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/api/contact-forms', message, 'method'],
      ['POST', '/api/volunteers', message, 'path'],
      ['POST', '/api/contact-forms', { ...message, message: 'Another text.' }, 'body'],
    ];
    for (const [method, path, json, what] of cases) {
      const answer = await send(method, path, { key: 'k7', json });
      expect(answer.status, what).toBe(422);
      expect(((await answer.json()) as { message: string }).message).toBe(
        `This Idempotency-Key was first used with another ${what}. Send this request with a new key.`,
      );
    }
    expect((await getDb().contacts.all()).filter((contact) => contact.email === message.email)).toHaveLength(1);
  });

  it('the same request from the same caller still gets the first answer', async () => {
    const admin = await signIn('k8');
    const first = await send('DELETE', '/api/services/3', { key: 'k9', token: admin });
    const again = await send('DELETE', '/api/services/3', { key: 'k9', token: admin });
    expect(again.status).toBe(first.status);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('a token that opens no session is refused before any key is looked at', async () => {
    const admin = await signIn('k10');
    expect((await send('DELETE', '/api/services/4', { key: 'k11', token: admin })).status).toBe(200);
    const forged = await send('DELETE', '/api/services/4', { key: 'k11', token: 'f'.repeat(64) });
    expect(forged.status).toBe(401);
    expect(forged.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('forgets answers kept by an earlier build, which named no caller (and may hold a token)', async () => {
    await getDb().storage.setItem('idem:old', { status: 200, type: 'application/json', body: '{"data":{"token":"abc"}}', at: Date.now() });
    await forgetOldAnswers(getDb().storage, Date.now());
    expect(await getDb().storage.getItem('idem:old')).toBeNull();
  });
});
