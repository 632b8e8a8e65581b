// npm run bench's sign-in step: what a sign-in costs in Node with PBKDF2 at PASSWORD_ITERATIONS,
// against the reference measured in the same run, the derivation at LEGACY_ITERATIONS (what the
// build before issue #27 did). The backend's memo of verified passwords is cleared before each
// sample, so every sign-in derives the hash (as the first one after a start does).
import { createVerifiedPasswords, hashPassword, LEGACY_ITERATIONS, PASSWORD_ITERATIONS } from '../auth/passwords';
import { createNodeBackend } from '../hosts/node/host';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

export interface SignInFigures {
  iterations: number;
  signInMs: number;
  pbkdf2Ms: number;
  referenceIterations: number;
  referenceMs: number;
  signInSamples: number[];
}

export async function measureSignIn(samples = 5): Promise<SignInFigures> {
  const passwords = createVerifiedPasswords();
  const backend = await createNodeBackend({ passwords });
  const signIn = async () => {
    const body = JSON.stringify({ username: 'admin', password: 'admin123' });
    const request = new Request('http://127.0.0.1/api/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const response = await backend.handle(request);
    if (response.status !== 200) throw new Error(`POST /api/admin/login answered ${response.status}`);
  };
  const salt = 'ab'.repeat(16);
  const [signInSamples, pbkdf2, reference] = [[], [], []] as number[][];
  // One of each first, not counted: the modules and Web Crypto warm up.
  await signIn();
  await hashPassword('admin123', salt, LEGACY_ITERATIONS);
  for (let i = 0; i < samples; i += 1) {
    passwords.forget();
    signInSamples.push(await timed(signIn));
    pbkdf2.push(await timed(() => hashPassword('admin123', salt, PASSWORD_ITERATIONS)));
    reference.push(await timed(() => hashPassword('admin123', salt, LEGACY_ITERATIONS)));
  }
  return {
    iterations: PASSWORD_ITERATIONS,
    signInMs: median(signInSamples),
    pbkdf2Ms: median(pbkdf2),
    referenceIterations: LEGACY_ITERATIONS,
    referenceMs: median(reference),
    signInSamples: signInSamples.map(Math.round),
  };
}
