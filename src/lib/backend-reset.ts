// The mock backend replaced its data without a reload (window.__backend.reset() or .scenario()):
// the app drops what it holds. A window event, because the mock chunk cannot reach the app's
// QueryClient and the app never imports mocks/.
export const BACKEND_RESET_EVENT = 'backend:reset';

export interface BackendResetDetail {
  /** The dispatcher awaits the work handed here (the app's refetch) before its Promise resolves. */
  waitUntil(work: Promise<unknown>): void;
}
