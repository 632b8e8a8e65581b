// The demo-data panel's calls: reset to the seed, pick a scenario, export and import everything.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { DEMO_SCENARIOS, type DemoExport, type DemoImportResult, type DemoScenario, type DemoScenarioResult } from '@/types/api/demo';

export type { DemoScenario };

/** What each scenario does, for the picker. */
export const SCENARIO_OPTIONS: ReadonlyArray<{ value: DemoScenario; label: string; description: string }> = DEMO_SCENARIOS.map(
  (value) =>
    ({
      default: { value, label: 'Default', description: 'The normal seed data.' },
      'api-down': { value, label: 'API down', description: 'Public list loads fail, so every fallback shows.' },
      slow: { value, label: 'Slow', description: 'Every response is delayed by 1.5 s, so loading states show.' },
      empty: { value, label: 'Empty', description: 'No records at all.' },
      big: { value, label: 'Big', description: '10,000 donations, 2,000 volunteers and 500 events.' },
    })[value],
);

export function isDemoScenario(value: unknown): value is DemoScenario {
  return typeof value === 'string' && (DEMO_SCENARIOS as readonly string[]).includes(value);
}

/** POST /api/demo/reset: everything back to the seed. */
export function resetDemoData(): Promise<unknown> {
  return request<unknown>('/api/demo/reset', { method: 'POST', auth: true, fallbackMessage: 'Failed to reset the demo data' });
}

/** POST /api/demo/scenario with { scenario }. */
export function setDemoScenario(scenario: DemoScenario): Promise<DemoScenarioResult> {
  return request<DemoScenarioResult>('/api/demo/scenario', {
    method: 'POST',
    body: { scenario },
    auth: true,
    fallbackMessage: 'Failed to switch the scenario',
  });
}

/** GET /api/demo/export: the whole demo data as one JSON document. */
export function exportDemoData(): Promise<DemoExport> {
  return request<DemoExport>('/api/demo/export', { auth: true, fallbackMessage: 'Failed to export the demo data' });
}

/** POST /api/demo/import: the server validates the document and changes nothing if it is bad. */
export function importDemoData(document: unknown): Promise<DemoImportResult> {
  return request<DemoImportResult>('/api/demo/import', {
    method: 'POST',
    body: document,
    auth: true,
    fallbackMessage: 'Failed to import the demo data',
  });
}

export function useResetDemoData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetDemoData, onSettled: () => queryClient.invalidateQueries() });
}

export function useSetDemoScenario() {
  return useMutation({ mutationFn: setDemoScenario });
}

export function useImportDemoData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importDemoData, onSettled: () => queryClient.invalidateQueries() });
}
