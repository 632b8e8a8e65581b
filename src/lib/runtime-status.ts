// What main.tsx learned while starting the mock backend, for /health and the storage notice.
export interface RuntimeStatus {
  mocks: boolean;
  driver: string;
  persistent: boolean;
  scenario: string;
}

let status: RuntimeStatus = { mocks: false, driver: 'none', persistent: true, scenario: 'default' };

export function setRuntimeStatus(next: RuntimeStatus): void {
  status = next;
}

export function getRuntimeStatus(): RuntimeStatus {
  return status;
}
