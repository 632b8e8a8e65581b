// The type of window.__backend lives in one file QA copy, which imports nothing
// (e2e/kit/backend.d.ts); the backend is typed against it. The checks below fail the
// typecheck when its copies of the app's unions drift from the app's own.
import type { OutboxEntry as AppOutboxEntry } from '@/types/api/settings';
import type { Scenario as AppScenario } from './scenario';
import type { OutboxEntry, Scenario } from '../../e2e/kit/backend';

export type * from '../../e2e/kit/backend';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [Same<Scenario, AppScenario>, Same<OutboxEntry, AppOutboxEntry>] = [true, true];
void checks;
