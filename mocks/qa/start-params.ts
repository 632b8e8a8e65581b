// What the URL asks of the backend at start-up: ?reset=1, ?scenario= and the QA switches. The
// switches and the scenario go to the tab session at once; the parameters leave the address once
// the backend has started. Page-safe: both hosts (page, service worker) start from here.
import { applySwitchParams } from './switches';
import { getScenario, isScenario, setScenario, type Scenario } from '../scenario';

export interface StartParams {
  reset: boolean;
  /** The tab session's scenario, after ?scenario=. */
  scenario: Scenario;
  /** Drops the parameters applied from the address bar. */
  dropFromUrl(): void;
}

export function applyStartParams(): StartParams {
  const url = new URL(window.location.href);
  const reset = url.searchParams.get('reset') === '1';
  const scenarioParam = url.searchParams.get('scenario');
  if (isScenario(scenarioParam)) setScenario(scenarioParam);
  else if (scenarioParam !== null) console.warn(`Unknown scenario "${scenarioParam}" ignored.`);
  const switchParams = applySwitchParams(url.searchParams);
  return {
    reset,
    scenario: getScenario(),
    dropFromUrl() {
      if (!reset && scenarioParam === null && switchParams.length === 0) return;
      for (const param of ['reset', 'scenario', ...switchParams]) url.searchParams.delete(param);
      window.history.replaceState(window.history.state, '', url);
    },
  };
}
