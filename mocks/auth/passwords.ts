// Password hashing (salted PBKDF2-SHA256 through Web Crypto) and session tokens.

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256; new hashes use it, a sign-in upgrades older ones. */
export const PASSWORD_ITERATIONS = 600_000;
/** What a hash stored without its count was made with (before issue #27). */
export const LEGACY_ITERATIONS = 100_000;
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** A stored password: its hash, salt and, when not LEGACY_ITERATIONS, the PBKDF2 iteration count. */
export interface PasswordSecret {
  password_hash: string;
  password_salt: string;
  password_iterations?: number;
}

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

export async function hashPassword(password: string, saltHex: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const salt = new Uint8Array(saltHex.match(/../g)!.map((h) => parseInt(h, 16)));
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toHex(bits);
}

/** A new random salt and the password's hash at PASSWORD_ITERATIONS. */
export async function newSecret(password: string): Promise<Required<PasswordSecret>> {
  const salt = randomHex(16);
  return { password_salt: salt, password_hash: await hashPassword(password, salt), password_iterations: PASSWORD_ITERATIONS };
}

/** Constant-time comparison of two hex strings. */
export function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether the password matches, with the iteration count the hash was stored with. */
export async function verifyPassword(password: string, secret: PasswordSecret): Promise<boolean> {
  const iterations = secret.password_iterations ?? LEGACY_ITERATIONS;
  return safeEqual(await hashPassword(password, secret.password_salt, iterations), secret.password_hash);
}

/**
 * Passwords a running backend has verified, so the same right password signs in again without the
 * 600,000 iterations (the tests sign in hundreds of times): per stored hash, an HMAC of the password
 * under a key made for this backend that cannot be exported. Only in memory, never stored, and only
 * right passwords, so a guess costs the full hash every time.
 */
export interface VerifiedPasswords {
  /** verifyPassword, answered from the memo for a password this backend verified before. */
  verify(password: string, secret: PasswordSecret): Promise<boolean>;
  /** Forgets every verified password: the next sign-in derives its hash again (the bench's cold sign-in). */
  forget(): void;
}

const MAX_VERIFIED = 100;

export function createVerifiedPasswords(): VerifiedPasswords {
  const verified = new Map<string, string>();
  let memoKey: Promise<CryptoKey> | undefined;
  const passwordMac = async (password: string): Promise<string> => {
    memoKey ??= crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) as Promise<CryptoKey>;
    return toHex(await crypto.subtle.sign('HMAC', await memoKey, new TextEncoder().encode(password)));
  };
  return {
    async verify(password, secret) {
      const entry = `${secret.password_iterations ?? LEGACY_ITERATIONS}:${secret.password_salt}:${secret.password_hash}`;
      const mac = await passwordMac(password);
      const known = verified.get(entry);
      if (known !== undefined && safeEqual(known, mac)) return true;
      const valid = await verifyPassword(password, secret);
      if (valid) {
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(entry, mac);
      }
      return valid;
    },
    forget: () => verified.clear(),
  };
}

/** Whether a stored hash was made with fewer iterations than new ones get. */
export const needsRehash = (secret: PasswordSecret): boolean => (secret.password_iterations ?? LEGACY_ITERATIONS) < PASSWORD_ITERATIONS;

/** A 256-bit random session token. */
export function newToken(): string {
  return randomHex(32);
}

/** What the store keeps of a session token: its SHA-256, so a copy of the data signs nobody in. */
export async function tokenHash(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}
