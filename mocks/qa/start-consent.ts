// A link must not silently wipe a visitor's work: ?reset=1, or a ?scenario= of another data set,
// opened in a browser whose demo data differs from the seed (an admin who added posts, then opened
// a link sent in a chat) asks first, in the app's own dialog, naming what would be lost. QA's
// automation (navigator.webdriver) and a browser whose data is still the seed are not asked, so
// QA's documented flows work as before (./host-start.ts decides; this chunk loads only to ask).
// Page-safe: the backend says what differs from the seed (BackendOps.seedChanges, mocks/seed/changes.ts).
import { confirmBeforeStart } from '@/lib/confirm-before-start';
import type { Scenario } from './scenario';
import type { Changed } from '../seed/changes';

export const REPLACE_TITLE = 'Replace the demo data?';

/** '2 posts, 1 contact message and the settings'. */
export function describeChanges(changes: readonly Changed[]): string {
  const plural = new Intl.PluralRules('en-GB');
  const parts = changes.map(({ count, noun }) => (typeof noun === 'string' ? noun : `${count} ${noun[plural.select(count) === 'one' ? 0 : 1]}`));
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(parts);
}

/** Asks before the data is replaced; `changes` null when the backend cannot tell what differs. */
export function confirmReplacing(changes: readonly Changed[] | null, { reset, scenario }: { reset: boolean; scenario: Scenario }): Promise<boolean> {
  const asked = reset
    ? 'The link you opened resets the demo data in this browser to the sample data.'
    : `The link you opened switches the demo data in this browser to the “${scenario}” scenario.`;
  const lost = changes
    ? `These differ from the sample data and would be lost: ${describeChanges(changes)}.`
    : 'Anything added or changed here since the sample data was loaded would be lost.';
  return confirmBeforeStart({
    title: REPLACE_TITLE,
    message: `${asked} ${lost}`,
    confirmLabel: 'Replace data',
    cancelLabel: 'Keep my data',
    tone: 'danger',
  });
}
