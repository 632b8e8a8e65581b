// What main.tsx learned while starting the mock backend, for /health and the storage notice; and
// what the backend's service worker tells an open tab later (a new deploy), which the notice shows
// at once: components read its fields with useRuntimeField.
import { useSyncExternalStore } from 'react';

/** A new backend took over this open tab: one that still speaks its protocol, or one that does not. */
export type BackendUpdate = 'compatible' | 'incompatible';

export interface RuntimeStatus {
  mocks: boolean;
  /** Where the mock backend answers ('service worker' or 'page'); absent with a real backend. */
  host?: string;
  driver: string;
  persistent: boolean;
  scenario: string;
  /** The QA switches on in this tab session (mocks/qa/switches.ts), for /health and the demo panel. */
  switches: { name: string; value: string; clearValue: string }[];
  /** The demo data was reseeded (at start, or under this open tab) because a new version stores it differently. */
  dataReset?: boolean;
  /** A new deploy's backend took over this open tab: reloading gets the matching app. */
  backendUpdate?: BackendUpdate;
}

/** The status before main.tsx has started the backend: what a page prerendered at build time shows. */
const BEFORE_START: RuntimeStatus = { mocks: false, driver: 'none', persistent: true, scenario: 'default', switches: [] };

let status = BEFORE_START;
const listeners = new Set<() => void>();

export function setRuntimeStatus(next: RuntimeStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

export function getRuntimeStatus(): RuntimeStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One field of the status, re-rendering only when that field changes (the backend's start changes
 * others, which a component reading only this one need not redraw for); hydrating a prerendered
 * page, the field as it was rendered with.
 */
export function useRuntimeField<K extends keyof RuntimeStatus>(key: K): RuntimeStatus[K] {
  return useSyncExternalStore(
    subscribe,
    () => status[key],
    () => BEFORE_START[key],
  );
}
