import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionDraft, writeSessionDraft, type DraftConfig } from './use-session-draft';

type Values = { name: string; amount: number | string; anonymous: boolean; cardNumber: string };

const DEFAULTS: Values = { name: '', amount: '', anonymous: false, cardNumber: '' };
const DEFAULTS_WITHOUT_CARD = { name: '', amount: '', anonymous: false };
const CONFIG: DraftConfig<Values> = { key: 'testDraft', fields: ['name', 'amount', 'anonymous'], defaults: DEFAULTS, steps: 3 };

afterEach(() => vi.restoreAllMocks());

describe('session draft', () => {
  it('writes only the allowlisted fields and the step, and reads them back', () => {
    writeSessionDraft(CONFIG, { name: 'Amina', amount: 50, anonymous: true, cardNumber: '4242 4242 4242 4242' }, 2);
    const raw = sessionStorage.getItem('testDraft')!;
    expect(raw).not.toContain('4242');
    expect(JSON.parse(raw)).toEqual({ step: 2, values: { name: 'Amina', amount: 50, anonymous: true } });
    expect(readSessionDraft(CONFIG)).toEqual({ step: 2, values: { name: 'Amina', amount: 50, anonymous: true } });
  });

  it('removes the draft when the form is blank on the first step', () => {
    writeSessionDraft(CONFIG, { ...DEFAULTS, name: 'Amina' }, 0);
    expect(sessionStorage.getItem('testDraft')).not.toBeNull();
    writeSessionDraft(CONFIG, { ...DEFAULTS, cardNumber: '4242' }, 0);
    expect(sessionStorage.getItem('testDraft')).toBeNull();
    // Blank but further on: the step is worth keeping.
    writeSessionDraft(CONFIG, DEFAULTS, 1);
    expect(readSessionDraft(CONFIG)).toEqual({ step: 1, values: DEFAULTS_WITHOUT_CARD });
  });

  it('never restores a field outside the allowlist, a value of the wrong kind or a step out of range', () => {
    sessionStorage.setItem(
      'testDraft',
      JSON.stringify({ step: 7, values: { name: { html: '<b>' }, amount: '12', anonymous: 'yes', cardNumber: '4242424242424242' } }),
    );
    expect(readSessionDraft(CONFIG)).toEqual({ step: 0, values: { amount: '12' } });
    sessionStorage.setItem('testDraft', JSON.stringify({ step: 1.5, values: null }));
    expect(readSessionDraft(CONFIG)).toEqual({ step: 0, values: {} });
    for (const bad of ['not json', '42', 'null']) {
      sessionStorage.setItem('testDraft', bad);
      expect(readSessionDraft(CONFIG)).toBeNull();
    }
  });

  it('works on when the browser blocks sessionStorage or it is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeSessionDraft(CONFIG, { ...DEFAULTS, name: 'Amina' }, 1)).not.toThrow();
    vi.restoreAllMocks();

    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => writeSessionDraft(CONFIG, { ...DEFAULTS, name: 'Amina' }, 1)).not.toThrow();
    expect(readSessionDraft(CONFIG)).toBeNull();
  });
});
