// Request steps for the tests of the public form pages (contact, volunteer, donate): what the form
// posted, a slow answer to see the pending state, and a double click on the submit button.
import { delay, http } from 'msw';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import type { User } from './admin-section-utils';
import { fireEvent, screen } from './test-utils';

/** Captures the JSON bodies POSTed to `path`, then lets the real handler answer. */
export function capturePosts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** Answers POST `path` 300 ms late with `answer` (without one, the real handler answers). */
export function slowPosts(path: string, answer: () => Response | undefined = () => undefined): void {
  server.use(
    http.post(api(path), async () => {
      await delay(300);
      return answer();
    }),
  );
}

/**
 * Clicks the submit button `name` twice in the same task, as a fast double click in a browser:
 * nothing re-renders between the clicks. Resolves once the dialog `done` shows.
 */
export async function doubleClickSubmit(name: string, done: string): Promise<void> {
  const submit = screen.getByRole('button', { name });
  fireEvent.click(submit);
  fireEvent.click(submit);
  await screen.findByRole('dialog', { name: done });
}

/** Types each value into the field of `scope` (by default the whole page) labelled by its key, in order. */
export async function typeFields(user: User, fields: Record<string, string>, scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  for (const [label, text] of Object.entries(fields)) await user.type(scope.getByLabelText(label), text);
}
