// window.__backend's controls of the tab's switches at run time, by the same rules as the URL
// switches: fault, latency and now write what ?fault=, ?latency= and ?now= write (the API client
// sends them with each request), and a fault with `times` or a canned answer goes to the backend,
// which counts its requests down (mocks/qa/canned-answers.ts).
import { parsePin } from '@/lib/clock';
import type { CannedAnswer } from './canned-answers';
import { checkedTimes, fromNextLoad } from './answer-times';
import type { ActiveSwitches, BackendHandle, PendingAnswer } from './backend-types';
import { faultSwitch, parseFaults, ruleText } from './fault-switch';
import { latencyRuleText, parseLatencyRules, latencySwitch } from './latency-switch';
import { nowSwitch } from './now-switch';
import { popupsSwitch } from './popups-switch';
import { matchText, parseMatch, parseMatchText } from './request-match';
import { getScenario } from './scenario';
import type { UrlSwitch } from './url-switch';

/** What the controls ask of the backend's host. */
export interface SwitchOps {
  addAnswer(answer: CannedAnswer): Promise<void>;
  answers(): Promise<CannedAnswer[]>;
  clearAnswers(): Promise<void>;
  /** The tab's switches changed: a host that keeps them for requests without headers takes them. */
  switched(): Promise<void>;
}

export type SwitchControls = Pick<BackendHandle, 'fault' | 'latency' | 'now' | 'switches' | 'clearSwitches' | 'respond'>;

const OFF = (value: unknown) => value === null || value === 'off';

function store(urlSwitch: UrlSwitch, value: string | null): void {
  if (value === null) sessionStorage.removeItem(urlSwitch.storageKey);
  else sessionStorage.setItem(urlSwitch.storageKey, value);
}

/** The stored value of `value` for `urlSwitch`; throws naming the parameter when it cannot read it. */
function parsed(urlSwitch: UrlSwitch, value: string): string {
  const stored = urlSwitch.parse(value);
  if (stored === null) throw new Error(`"${value}" is not a valid ?${urlSwitch.param}= value.`);
  return stored;
}

/** '/api/services' (any method) or 'GET:/api/services', as a latency rule's METHOD:PATH. */
function endpoint(path: string): string {
  const match = path.includes(':') ? parseMatchText(path) : parseMatch('*', path);
  if (!match) throw new Error(`"${path}" is not an endpoint: write 'GET:/api/services', or '/api/services' for any method.`);
  return matchText(match);
}

const pending = (answer: CannedAnswer): PendingAnswer => ({
  match: answer.match,
  status: answer.status,
  times: answer.times,
  kind: answer.fault ? 'fault' : 'respond',
  ...(answer.notPage === undefined ? {} : { from: 'next-load' as const }),
});

export function createSwitchControls(ops: SwitchOps): SwitchControls {
  const changed = async (work: () => void) => {
    work();
    await ops.switched();
  };
  return {
    async fault(rule, options = {}) {
      if (OFF(rule)) return changed(() => store(faultSwitch, null));
      const rules = parseFaults(rule!);
      if (!rules) throw new Error(`"${rule}" is not a valid ?fault= value: write METHOD:PATH:STATUS[,...].`);
      const from = fromNextLoad(options);
      if (options.times === undefined) return changed(() => store(faultSwitch, rules.map(ruleText).join(',')));
      const times = checkedTimes(options.times);
      // Added last first, so the first rule written is tried first, as in ?fault=.
      for (const each of [...rules].reverse()) {
        await ops.addAnswer({ match: matchText(each), status: each.status, body: { success: false }, times, fault: ruleText(each), ...from });
      }
    },

    async latency(delay, options = {}) {
      const match = options.path === undefined ? null : endpoint(options.path);
      const before = parseLatencyRules(sessionStorage.getItem(latencySwitch.storageKey) ?? '') ?? [];
      const kept = before.filter((rule) => (rule.match ? matchText(rule.match) : null) !== match);
      if (OFF(delay) && match === null) return changed(() => store(latencySwitch, null));
      const added = OFF(delay) ? [] : [parsed(latencySwitch, match === null ? String(delay) : `${match}:${String(delay)}`)];
      const rules = [...added, ...kept.map(latencyRuleText)];
      return changed(() => store(latencySwitch, rules.length ? rules.join(',') : null));
    },

    async now(iso) {
      return changed(() => store(nowSwitch, OFF(iso) ? null : parsed(nowSwitch, iso!)));
    },

    async switches(): Promise<ActiveSwitches> {
      const read = (urlSwitch: UrlSwitch) => sessionStorage.getItem(urlSwitch.storageKey);
      const pin = parsePin(read(nowSwitch));
      return {
        scenario: getScenario(sessionStorage),
        now: pin ? new Date(pin.at).toISOString() : null,
        fault: read(faultSwitch),
        latency: read(latencySwitch),
        popups: read(popupsSwitch) === 'off' ? 'off' : 'on',
        answers: (await ops.answers()).map(pending),
      };
    },

    async respond(method, path, answer) {
      // The document's schemas load only now.
      const { cannedAnswerOf } = await import('./canned-answer-check');
      const from = fromNextLoad(answer);
      await ops.addAnswer({ ...(await cannedAnswerOf(method, path, answer)), ...from });
    },

    async clearSwitches() {
      await ops.clearAnswers();
      return changed(() => [faultSwitch, latencySwitch, nowSwitch, popupsSwitch].forEach((urlSwitch) => store(urlSwitch, null)));
    },
  };
}
