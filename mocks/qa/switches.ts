// Every QA switch besides ?scenario=, in the order /health lists them.
import { faultSwitch } from './fault-switch';
import { latencySwitch } from './latency-switch';
import { nowSwitch } from './now-switch';
import { popupsSwitch } from './popups-switch';
import { applySwitchParam, readSwitch, type ActiveSwitch, type UrlSwitch } from './url-switch';

export const SWITCHES: readonly UrlSwitch[] = [nowSwitch, faultSwitch, latencySwitch, popupsSwitch];

/** Applies the switches' URL parameters; returns the parameters that were present. */
export function applySwitchParams(params: URLSearchParams): string[] {
  return SWITCHES.filter((urlSwitch) => applySwitchParam(urlSwitch, params)).map((urlSwitch) => urlSwitch.param);
}

/** The switches on in this tab session, for /health and the demo panel. */
export function activeSwitches(): ActiveSwitch[] {
  return SWITCHES.flatMap((urlSwitch) => {
    const value = readSwitch(urlSwitch);
    return value === null ? [] : [{ name: urlSwitch.param, value: urlSwitch.display?.(value) ?? value, clearValue: urlSwitch.clearValue ?? 'off' }];
  });
}
