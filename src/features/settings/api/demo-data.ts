// The demo-data panel's calls: reset to the seed, pick a scenario, export and import everything.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const DEMO_SCENARIOS = [
  { value: 'default', label: 'Default', description: 'The normal seed data.' },
  { value: 'api-down', label: 'API down', description: 'Public list loads fail, so every fallback shows.' },
  { value: 'slow', label: 'Slow', description: 'Every response is delayed by 1.5 s, so loading states show.' },
  { value: 'empty', label: 'Empty', description: 'No records at all.' },
  { value: 'big', label: 'Big', description: '10,000 donations, 2,000 volunteers and 500 events.' },
] as const;
export type DemoScenario = (typeof DEMO_SCENARIOS)[number]['value'];

/** POST /api/demo/reset: everything back to the seed. */
export function resetDemoData(): Promise<unknown> {
  return request<unknown>('/api/demo/reset', { method: 'POST', auth: true, fallbackMessage: 'Failed to reset the demo data' });
}

/** POST /api/demo/scenario with { scenario }. */
export function setDemoScenario(scenario: DemoScenario): Promise<unknown> {
  return request<unknown>('/api/demo/scenario', {
    method: 'POST',
    body: { scenario },
    auth: true,
    fallbackMessage: 'Failed to switch the scenario',
  });
}

/** GET /api/demo/export: the whole demo data as one JSON document. */
export function exportDemoData(): Promise<unknown> {
  return request<unknown>('/api/demo/export', { auth: true, fallbackMessage: 'Failed to export the demo data' });
}

/** POST /api/demo/import: the server validates the document and changes nothing if it is bad. */
export function importDemoData(document: unknown): Promise<unknown> {
  return request<unknown>('/api/demo/import', {
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
