// Named behaviours of the mock backend for QA and demos, kept for the tab session.
import { DEMO_SCENARIOS } from '@/types/api/plain-values';

/** One list, shared with the demo panel's contract. */
export const SCENARIOS = DEMO_SCENARIOS;
export type Scenario = (typeof SCENARIOS)[number];
export const SCENARIO_KEY = 'mockScenario';
export const SLOW_DELAY_MS = 1500;

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** The scenario kept in a tab's session storage (the host's: a page's, or the Node server's stand-in). */
export function getScenario(session: Storage): Scenario {
  try {
    const value = session.getItem(SCENARIO_KEY);
    return isScenario(value) ? value : 'default';
  } catch {
    return 'default';
  }
}

export function setScenario(session: Storage, scenario: Scenario): void {
  if (scenario === 'default') session.removeItem(SCENARIO_KEY);
  else session.setItem(SCENARIO_KEY, scenario);
}

/** Which data set a scenario runs on: api-down and slow use the normal seed. */
export function dataSetOf(scenario: Scenario): 'default' | 'empty' | 'big' {
  return scenario === 'empty' || scenario === 'big' ? scenario : 'default';
}
