// Renders one admin section on its own, inside the app's providers and a router, for component
// tests of the dashboard sections.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderRoutes, signInAsAdmin } from './test-utils';

/** Signs in as the demo admin through the real login endpoint, as the app stores the session. */
export function startAdminSession(): Promise<string> {
  return signInAsAdmin();
}

export function renderSection(ui: ReactNode, url = '/admin/dashboard') {
  return renderRoutes([{ path: '*', element: ui }], url);
}

/** The open alert or confirmation dialog whose text contains `text` (waits for it). */
export function findMessageDialog(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = screen.getAllByRole('alertdialog');
    const match = dialogs.find((dialog) =>
      typeof text === 'string' ? dialog.textContent?.includes(text) : text.test(dialog.textContent ?? ''),
    );
    if (!match) throw new Error(`No alert dialog with ${String(text)}; found: ${dialogs.map((d) => d.textContent).join(' | ')}`);
    return match;
  });
}

/** Answers the open confirmation (or alert) dialog with the button named `button`. */
export async function answerDialog(user: ReturnType<typeof userEvent.setup>, text: string | RegExp, button: string) {
  const dialog = await findMessageDialog(text);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/**
 * Waits for the fix-the-errors banner inside the form dialog `dialog`: a role="alert" with the
 * spec's exact text, no second dialog, and the focus on `firstInvalid`.
 */
export async function expectFormErrorBanner(dialog: HTMLElement, firstInvalid: HTMLElement) {
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(/^Please fix the errors before submitting$/);
  expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  await waitFor(() => expect(firstInvalid).toHaveFocus());
}

/** Replaces a field's text in one input event (typing key by key is slow on a loaded machine). */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** An MSW answer: the server failed (500) with the message 'Boom'. */
export const fail500 = () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });

/** A file whose bytes start like a PNG (the mock checks the magic number). */
export function pngFile(name = 'image.png'): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}
