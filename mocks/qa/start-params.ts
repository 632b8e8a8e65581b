// What the URL asks of the backend at start-up: ?reset=1, ?scenario= and the QA switches. The
// switches go to the tab session at once; the scenario once the start-up keeps it (a link that would
// wipe the visitor's data may be refused: ./start-consent.ts); the parameters leave the address once
// the backend has started. Page-safe: both hosts (page, service worker) start from here.
import { applySwitchParams } from './switches';
import { getScenario, isScenario, setScenario, type Scenario } from './scenario';

export interface StartParams {
  reset: boolean;
  /** The scenario the tab session will run: ?scenario='s, else the one it has. */
  scenario: Scenario;
  /** Whether the address asks to replace the data: ?reset=1 or a known ?scenario=. */
  replaces: boolean;
  /** Takes ?scenario= into the tab session. */
  keepScenario(): void;
  /** Drops the parameters applied from the address bar. */
  dropFromUrl(): void;
}

export function applyStartParams(): StartParams {
  const url = new URL(window.location.href);
  const reset = url.searchParams.get('reset') === '1';
  const scenarioParam = url.searchParams.get('scenario');
  const asked = isScenario(scenarioParam) ? scenarioParam : null;
  if (scenarioParam !== null && asked === null) console.warn(`Unknown scenario "${scenarioParam}" ignored.`);
  const switchParams = applySwitchParams(url.searchParams);
  return {
    reset,
    scenario: asked ?? getScenario(sessionStorage),
    replaces: reset || asked !== null,
    keepScenario() {
      if (asked !== null) setScenario(sessionStorage, asked);
    },
    dropFromUrl() {
      if (!reset && scenarioParam === null && switchParams.length === 0) return;
      for (const param of ['reset', 'scenario', ...switchParams]) url.searchParams.delete(param);
      window.history.replaceState(window.history.state, '', url);
    },
  };
}
