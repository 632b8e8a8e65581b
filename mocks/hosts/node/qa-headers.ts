// Who may turn the QA switches on with X-Mock-* headers (the clock, faults, latency, the scenario)
// on the HTTP server: `--qa-headers on` (everyone), `off` (nobody), or by default `local`, the
// clients on this machine alone (a QA run, the contract suite, a developer's curl). From any other
// client the headers are dropped before the backend sees the request, so nobody can date records
// at will, fail or slow the answers, or switch the scenario of a server shared on a network. A
// server behind a proxy on the same machine sees every client as local: give it `off`.
import type { RequestHandler } from 'express';

export const QA_HEADER_POLICIES = ['on', 'off', 'local'] as const;
export type QaHeaderPolicy = (typeof QA_HEADER_POLICIES)[number];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
const LOOPBACK = /^(?:(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/i;

/** Whether a request from `remoteAddress` may set the switches by header. */
export function honoursQaHeaders(policy: QaHeaderPolicy, remoteAddress: string | undefined): boolean {
  if (policy === 'on') return true;
  return policy === 'local' && remoteAddress !== undefined && LOOPBACK.test(remoteAddress);
}

/** The express middleware: drops every X-Mock-* header of a request the policy does not honour them from. */
export function qaHeaderGuard(policy: QaHeaderPolicy): RequestHandler {
  return (req, _res, next) => {
    if (!honoursQaHeaders(policy, req.socket.remoteAddress)) {
      for (const name of Object.keys(req.headers)) if (name.startsWith('x-mock-')) delete req.headers[name];
    }
    next();
  };
}
