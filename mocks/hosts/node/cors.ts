// CORS for any origin: the app built with VITE_API_BASE_URL, a mobile client or a tool on another
// origin may all call the server. The API authenticates with a bearer token, never a cookie, so a
// wildcard origin gives a foreign page nothing it could not already send.
import type { RequestHandler } from 'express';

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const HEADERS = ['Authorization', 'Content-Type', 'Accept'];
/** What a page may read of an answer besides the safelisted headers: the fault a --fault rule forced. */
const EXPOSED = 'X-Mock-Fault';

export const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  if (req.method !== 'OPTIONS' || !req.get('Access-Control-Request-Method')) {
    next();
    return;
  }
  // A preflight: every method the API has, and the headers it reads plus any the caller asks for.
  const asked = (req.get('Access-Control-Request-Headers') ?? '').split(',').map((name) => name.trim());
  const known = new Set(HEADERS.map((name) => name.toLowerCase()));
  const allowed = [...HEADERS, ...asked.filter((name) => name && !known.has(name.toLowerCase()))];
  res.setHeader('Access-Control-Allow-Methods', METHODS);
  res.setHeader('Access-Control-Allow-Headers', allowed.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
};
