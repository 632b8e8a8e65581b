// A random id (128 bits, hex) from crypto.getRandomValues, which, unlike crypto.randomUUID, also
// works on a page served over plain http from another host than localhost.
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
