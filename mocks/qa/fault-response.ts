// The backend's side of ?fault= (mocks/qa/fault-switch.ts): the answer a matching rule forces.
import { HttpResponse } from 'msw';
import { scenarioDelay } from '../utils';
import { faultSwitch, findFault, parseFaults, ruleText } from './fault-switch';
import { readSwitch } from './url-switch';

/**
 * The faulted answer to a request under an active ?fault=, or null. The body has no message, so
 * the app shows the spec's fallback message for that call, as when a real server gives none. It
 * waits out the slow scenario as the route it replaces would have.
 */
export async function faultResponse(request: Request): Promise<Response | null> {
  const stored = readSwitch(faultSwitch);
  const rule = stored === null ? null : findFault(parseFaults(stored) ?? [], request);
  if (!rule) return null;
  await scenarioDelay();
  return HttpResponse.json({ success: false }, { status: rule.status, headers: { 'X-Mock-Fault': ruleText(rule) } });
}
