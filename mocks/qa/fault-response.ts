// The backend's side of ?fault= (mocks/qa/fault-switch.ts): the answer a matching rule forces.
import { HttpResponse } from 'msw';
import type { RequestContext } from '../core/context';
import { findFault, parseFaults, ruleText } from './fault-switch';

/**
 * The faulted answer to a request under an active ?fault=, or null. The body has no message, so
 * the app shows the spec's fallback message for that call, as when a real server gives none.
 */
export function faultResponse(request: Request, { switches }: RequestContext): Response | null {
  const rule = switches.fault === null ? null : findFault(parseFaults(switches.fault) ?? [], request);
  if (!rule) return null;
  return HttpResponse.json({ success: false }, { status: rule.status, headers: { 'X-Mock-Fault': ruleText(rule) } });
}
