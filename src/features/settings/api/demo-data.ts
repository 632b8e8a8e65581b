// The demo-data panel's calls: reset to the seed, pick a scenario, export and import everything.
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { apiWrite, invalidating } from '@/lib/api-resource';
import { keepTabScenario } from '@/lib/mock-headers';
import { writeImportedPageData } from '../utils/imported-page-data';
import type { DemoExport, DemoImportResult, DemoScenarioResult } from '@/types/api/demo';
import { DEMO_SCENARIOS, type DemoScenario } from '@/types/api/plain-values';

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
const resetDemoData = apiWrite<void, unknown>('POST', '/api/demo/reset', { fallbackMessage: 'Failed to reset the demo data' });

/** POST /api/demo/scenario with { scenario }. */
const setDemoScenario = apiWrite<DemoScenario, DemoScenarioResult>('POST', '/api/demo/scenario', {
  body: (scenario) => ({ scenario }),
  fallbackMessage: 'Failed to switch the scenario',
});

/** GET /api/demo/export: the whole demo data as one JSON document. */
export function exportDemoData(): Promise<DemoExport> {
  return request<DemoExport>('/api/demo/export', { auth: true, fallbackMessage: 'Failed to export the demo data' });
}

/** POST /api/demo/import: the server validates the document and changes nothing if it is bad. */
const postImport = apiWrite<unknown, DemoImportResult>('POST', '/api/demo/import', { fallbackMessage: 'Failed to import the demo data' });

/** The page's part first, the backend's second; either failing leaves both as they were. */
async function importDemoData(document: unknown): Promise<DemoImportResult> {
  const putBack = writeImportedPageData(document);
  try {
    return await postImport(document);
  } catch (error) {
    putBack?.();
    throw error;
  }
}

/** A reset or an import may change any record: every query is refetched. */
export function useResetDemoData() {
  return useMutation(invalidating('all', resetDemoData));
}

/** The scenario changes how the backend answers, not the data: nothing to refetch; the tab keeps it. */
export function useSetDemoScenario() {
  return useMutation({ mutationFn: setDemoScenario, onSuccess: ({ scenario }) => keepTabScenario(scenario) });
}

export function useImportDemoData() {
  return useMutation(invalidating('all', importDemoData));
}
