// What a reset or a switch of data set would wipe: the records that differ from the seed, by kind.
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { getDb } from '@/testing/test-db';
import { adminToken, call } from '../testing/handler-test-utils';
import { SEED_DAY_KEY } from './';
import { changesSinceSeed, differences } from './changes';

const reset = { reset: true, dataSet: 'default' } as const;

describe('changesSinceSeed', () => {
  it('finds nothing in the seed as it was written', async () => {
    expect(await changesSinceSeed(getDb(), localStorage, reset)).toEqual([]);
  });

  it('counts what was added, changed or removed, by kind', async () => {
    const token = await adminToken();
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hello there.' } });
    const first = (await getDb().contacts.get(1))!;
    expect((await call('PATCH', '/api/contact-forms/1/status', { token, json: { status: first.status === 'read' ? 'new' : 'read' } })).status).toBe(
      200,
    );
    await call('DELETE', '/api/donations/2', { token });
    const events = JSON.parse(localStorage.getItem(storageKeys.events)!) as { id: number; title: string }[];
    localStorage.setItem(storageKeys.events, JSON.stringify([...events, { ...events[0], id: 99, title: 'A post of mine' }]));
    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, theme: { ...settings.theme, primaryColor: '#000000' } });
    expect(await changesSinceSeed(getDb(), localStorage, reset)).toEqual([
      { kind: 'donations', count: 1, noun: ['donation', 'donations'] },
      { kind: 'contacts', count: 2, noun: ['contact message', 'contact messages'] },
      { kind: 'events', count: 1, noun: ['post', 'posts'] },
      { kind: 'settings', count: 1, noun: 'the settings' },
    ]);
  });

  it('asks nothing when nothing would be replaced: no reset, the same data set', async () => {
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hello there.' } });
    expect(await changesSinceSeed(getDb(), localStorage, { dataSet: 'default' })).toEqual([]);
    expect(await changesSinceSeed(getDb(), localStorage, { dataSet: 'empty' })).toEqual([
      { kind: 'contacts', count: 1, noun: ['contact message', 'contact messages'] },
    ]);
  });

  it('cannot tell for a store that does not say which day its seed is of', async () => {
    await getDb().storage.removeItem(SEED_DAY_KEY);
    expect(await changesSinceSeed(getDb(), localStorage, reset)).toBeNull();
  });

  it('differences: by id, else by name, else by place; a list that is not one counts as one', () => {
    expect(differences([{ id: 1, a: 1 }, { id: 3 }], [{ id: 1, a: 2 }, { id: 2 }])).toBe(3);
    expect(differences([{ name: 'Education', count: 5 }], [{ name: 'Education', count: 5 }])).toBe(0);
    expect(differences(['x'], [])).toBe(1);
  });
});
