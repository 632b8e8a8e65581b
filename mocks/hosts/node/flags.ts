// The API server's --scenario, --fault, --latency and --now: the page's ?scenario=, ?fault=,
// ?latency= and ?now= for the whole process. Each value is read by the switch's own parser and
// stored where the handlers read it (the server's sessionStorage), as the page does at start-up.
import { isScenario, SCENARIOS, setScenario, type Scenario } from '../../qa/scenario';
import { applySwitchParams, SWITCHES } from '../../qa/switches';

export interface SwitchFlags {
  scenario?: string;
  fault?: string;
  latency?: string;
  now?: string;
}

const SWITCH_FLAGS = ['fault', 'latency', 'now'] as const;

/** Applies the flags; throws naming the first value a switch refuses, having applied none. */
export function applyFlags(flags: SwitchFlags): Scenario {
  const scenario = flags.scenario ?? 'default';
  if (!isScenario(scenario)) throw new Error(`Unknown scenario "${scenario}". Known scenarios: ${SCENARIOS.join(', ')}.`);
  const params = new URLSearchParams();
  for (const name of SWITCH_FLAGS) {
    const value = flags[name];
    if (value === undefined) continue;
    const urlSwitch = SWITCHES.find((candidate) => candidate.param === name)!;
    if (urlSwitch.parse(value) === null) throw new Error(`--${name} ${value}: not a valid value (see mocks/qa/${name}-switch.ts).`);
    params.set(name, value);
  }
  setScenario(sessionStorage, scenario);
  applySwitchParams(params);
  return scenario;
}
