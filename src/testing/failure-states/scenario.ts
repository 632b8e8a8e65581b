// What the failure test runs for one row of docs/qa-failures.md: the screen drawn and driven to the
// call, which the test has made fail beforehand.
import type { User } from '../admin-section-utils';

export interface ScenarioContext {
  /** Resolves once the failing call was made (for a row that checks something stays away). */
  failed: () => Promise<void>;
}

export interface Scenario {
  run: (context: ScenarioContext) => Promise<unknown>;
  /**
   * False for an image the browser loads (<img src>): no request reaches the test's backend, so the
   * scenario itself fires the image's error and checks what the page does.
   */
  fetched?: false;
}

export type Step = (user: User) => Promise<unknown>;
