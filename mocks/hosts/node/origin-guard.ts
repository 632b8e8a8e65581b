// Who may call the API server from a browser. It runs on a developer's machine with public demo
// credentials, so a page elsewhere must not drive it through that developer's browser: a request
// from an origin it was not told (--cors-origin) is refused, and so is one whose Host is not a name
// it answers to (--host), which is what DNS rebinding sends (a foreign name made to resolve to
// 127.0.0.1). Clients outside a browser (curl, Node) send no Origin and are not concerned.
import { hostname, networkInterfaces } from 'node:os';
import type { RequestHandler } from 'express';
import { MOCK_HEADERS } from '@/lib/mock-headers';

/** The local origins on any port: the app's dev server, preview and any tool on this machine. */
export const DEFAULT_CORS_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

export interface OriginGuardOptions {
  /** Origins, or 'scheme://host:*' for any port of one, or '*' for every origin. */
  corsOrigins: readonly string[];
  /** The address it listens on: a name or address other than the local ones is answered too. */
  listenHost: string;
}

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** What a caller may send: the credentials, the body's type, and the QA switches and idempotency key. */
const HEADERS = ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', ...Object.values(MOCK_HEADERS)];
/** What a page may read of an answer besides the safelisted headers: the fault a --fault rule forced. */
const EXPOSED = MOCK_HEADERS.fault;

const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    if (!pattern.endsWith(':*')) return origin === pattern;
    const base = pattern.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)));
  });
}

const bracketed = (address: string) => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address);

/** The host names the server answers to: the local ones, and what it listens on (every address of the machine for 0.0.0.0). */
export function allowedHostNames(listenHost: string): Set<string> {
  const names = new Set(LOCAL_NAMES);
  if (EVERY_INTERFACE.has(listenHost)) {
    names.add(hostname().toLowerCase());
    for (const address of Object.values(networkInterfaces()).flat()) if (address) names.add(bracketed(address.address).toLowerCase());
  } else {
    names.add(bracketed(listenHost).toLowerCase());
  }
  return names;
}

/** The name of a Host header, without its port: 'LOCALHOST:4000' is 'localhost', '[::1]:4000' is '[::1]'. */
export const hostName = (host: string): string => host.toLowerCase().replace(/:\d*$/, '');

const refuse = (res: Parameters<RequestHandler>[1], message: string) => {
  res.status(403).json({ success: false, message });
};

export function originGuard({ corsOrigins, listenHost }: OriginGuardOptions): RequestHandler {
  const hosts = allowedHostNames(listenHost);
  return (req, res, next) => {
    const name = hostName(req.headers.host ?? '');
    if (!hosts.has(name) && !name.endsWith('.localhost')) {
      refuse(res, `This server does not answer to the host name "${name}". Start it with --host ${name || 'NAME'} to allow it.`);
      return;
    }
    const origin = req.headers.origin;
    if (origin === undefined) {
      next();
      return;
    }
    res.setHeader('Vary', 'Origin');
    if (!originAllowed(origin, corsOrigins)) {
      refuse(res, `Requests from ${origin} are not allowed. Start the server with --cors-origin ${origin} to allow them.`);
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED);
    if (req.method !== 'OPTIONS' || !req.get('Access-Control-Request-Method')) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Methods', METHODS);
    res.setHeader('Access-Control-Allow-Headers', HEADERS.join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
