// What main.tsx learned while starting the mock backend, for /health and the storage notice.
export interface RuntimeStatus {
  mocks: boolean;
  driver: string;
  persistent: boolean;
  scenario: string;
  /** The QA switches on in this tab session (mocks/qa/switches.ts), for /health and the demo panel. */
  switches: { name: string; value: string; clearValue: string }[];
  /** The demo data was reseeded at start because a new version stores it differently. */
  dataReset?: boolean;
}

let status: RuntimeStatus = { mocks: false, driver: 'none', persistent: true, scenario: 'default', switches: [] };

export function setRuntimeStatus(next: RuntimeStatus): void {
  status = next;
}

export function getRuntimeStatus(): RuntimeStatus {
  return status;
}
