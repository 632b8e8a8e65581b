// The memo of verified passwords: a right password is derived once per backend, a wrong one every
// time, and nothing is shared between two backends (each createBackend makes its own).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVerifiedPasswords, hashPassword, LEGACY_ITERATIONS } from './passwords';

const salt = 'ab'.repeat(16);
// The legacy count keeps the test fast; the memo works the same at any count.
const secret = async () => ({
  password_salt: salt,
  password_hash: await hashPassword('right', salt, LEGACY_ITERATIONS),
  password_iterations: LEGACY_ITERATIONS,
});

afterEach(() => vi.restoreAllMocks());

describe('verified passwords', () => {
  it('derives a right password once, a wrong one every time, and again after forget()', async () => {
    const stored = await secret();
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const passwords = createVerifiedPasswords();
    expect(await passwords.verify('right', stored)).toBe(true);
    expect(await passwords.verify('right', stored)).toBe(true);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(await passwords.verify('wrong', stored)).toBe(false);
    expect(await passwords.verify('wrong', stored)).toBe(false);
    expect(derive).toHaveBeenCalledTimes(3);
    passwords.forget();
    expect(await passwords.verify('right', stored)).toBe(true);
    expect(derive).toHaveBeenCalledTimes(4);
  });

  it('keeps each memo to itself', async () => {
    const stored = await secret();
    const first = createVerifiedPasswords();
    await first.verify('right', stored);
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect(await createVerifiedPasswords().verify('right', stored)).toBe(true);
    expect(derive).toHaveBeenCalledTimes(1);
  });
});
