// Renders one admin section on its own, inside the app's providers and a router, for component
// tests of the dashboard sections.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { renderRoutes, signInAsAdmin } from './test-utils';

/** Signs in as the demo admin through the real login endpoint, as the app stores the session. */
export function startAdminSession(): Promise<string> {
  return signInAsAdmin();
}

export type User = ReturnType<typeof userEvent.setup>;

export function renderSection(ui: ReactNode, url = '/admin/dashboard') {
  return renderRoutes([{ path: '*', element: ui }], url);
}

/** The open alert or confirmation dialog whose text contains `text` (waits for it). */
export function findMessageDialog(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = screen.getAllByRole('alertdialog');
    const match = dialogs.find((dialog) => (typeof text === 'string' ? dialog.textContent?.includes(text) : text.test(dialog.textContent ?? '')));
    if (!match) throw new Error(`No alert dialog with ${String(text)}; found: ${dialogs.map((d) => d.textContent).join(' | ')}`);
    return match;
  });
}

/** Answers the open confirmation (or alert) dialog with the button named `button`. */
export async function answerDialog(user: User, text: string | RegExp, button: string) {
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
export async function fillIn(user: User, field: HTMLElement, text: string) {
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

/** Signs in, renders the section and waits until `ready` finds its seed data. */
export async function renderReady(section: ReactElement, ready: () => Promise<unknown>) {
  await startAdminSession();
  const utils = renderSection(section);
  await ready();
  return utils;
}

/** Clicks `trigger` (by default the page's button named like the form) and waits for the form dialog. */
export async function openForm(user: User, name: string, trigger = screen.getByRole('button', { name })): Promise<HTMLElement> {
  await user.click(trigger);
  return screen.findByRole('dialog', { name });
}

/** Fills a form by label, in the order given: a file is uploaded, a select picks the value, text is pasted. */
export async function fillForm(user: User, dialog: HTMLElement, fields: Record<string, string | File>) {
  for (const [label, value] of Object.entries(fields)) {
    const field = within(dialog).getByLabelText(label);
    if (value instanceof File) await user.upload(field, value);
    else if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await fillIn(user, field, value);
  }
}

/** Clicks the form's submit button named `button`. */
export async function submitForm(user: User, dialog: HTMLElement, button: string) {
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** Submits the form and expects the fix-the-errors banner, each of `messages` and the focus on `firstInvalid`. */
export async function submitInvalid(user: User, dialog: HTMLElement, button: string, firstInvalid: string, messages: string[] = []) {
  await submitForm(user, dialog, button);
  await expectFormErrorBanner(dialog, within(dialog).getByLabelText(firstInvalid));
  for (const message of messages) expect(within(dialog).getByText(message)).toBeInTheDocument();
}

/** A list's description column: a description longer than `length` shows its first `length` characters and '...'. */
export function expectDescriptionPreview(item: HTMLElement, description: string, length: number) {
  expect(description.length).toBeGreaterThan(length);
  expect(within(item).getByText(`${description.slice(0, length)}...`)).toBeInTheDocument();
}
