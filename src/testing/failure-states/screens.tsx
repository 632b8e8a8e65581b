// The screens of the failure scenarios: a public route of the real app, or one admin section on
// its own behind a real sign-in (as the section tests render them), and the steps that drive them.
import type { ReactElement } from 'react';
import { storageKeys } from '@/lib/storage';
import { answerDialog, fillForm, openForm, renderSection, startAdminSession, submitForm, type User } from '../admin-section-utils';
import { renderApp, screen, within } from '../test-utils';
import type { Scenario, Step } from './scenario';

/** Renders a public route; the timed donation popup is marked seen so it never covers the page. */
export function openPublic(url: string): User {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
  return renderApp(url).user;
}

/** Renders one admin section of a signed-in session; `ready` waits for its seed data. */
export async function showSection(section: ReactElement, ready?: () => Promise<unknown>): Promise<User> {
  const { user } = renderSection(section);
  await ready?.();
  return user;
}

/** Signs in and renders one admin section. */
async function openSection(section: ReactElement, ready?: () => Promise<unknown>): Promise<User> {
  await startAdminSession();
  return showSection(section, ready);
}

/** A screen that makes the call on its own as it renders (a list, a page's data). */
export const onRender = (...screens: Array<() => unknown>): Scenario => ({
  run: async () => {
    for (const open of screens) await open();
  },
});

/**
 * Screens beside an admin section, signed in first: a sign-in awaited while an earlier screen's
 * failed call settled updated that screen outside act() (3 rows on CI).
 */
export const signedIn = (...screens: Array<() => unknown>): Scenario => ({
  run: async () => {
    await startAdminSession();
    for (const open of screens) await open();
  },
});

/** The steps, run one after the other on a section once its seed data shows. */
export const inSection = (section: ReactElement, ready: () => Promise<unknown>, ...steps: Step[]): Scenario => ({
  run: async () => {
    const user = await openSection(section, ready);
    for (const step of steps) await step(user);
  },
});

/** Clicks the button named `button` inside the list item `item()`. */
export const clickIn =
  (item: () => HTMLElement, button: string): Step =>
  (user) =>
    user.click(within(item()).getByRole('button', { name: button }));

/** Clicks the page's button named `name`. */
export const click =
  (name: string): Step =>
  (user) =>
    user.click(screen.getByRole('button', { name }));

/** Answers the confirmation containing `text` with `button`. */
export const confirmWith =
  (text: string | RegExp, button: string): Step =>
  (user) =>
    answerDialog(user, text, button);

/** Opens the form dialog `form` with `trigger()` (by default the button named like it), fills it and submits it with `submit`. */
export const submitDialog =
  (form: string, fields: Record<string, string | File>, submit: string, trigger?: () => HTMLElement): Step =>
  async (user) => {
    const dialog = await openForm(user, form, trigger?.());
    await fillForm(user, dialog, fields);
    await submitForm(user, dialog, submit);
  };

/** Selects the Settings tab `name` (each tab loads its data when selected). */
export const tab =
  (name: string): Step =>
  (user) =>
    user.click(screen.getByRole('tab', { name }));

/** The table row whose row header matches `name`. */
export const rowOf = (name: string | RegExp) => () => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

/** The card (an article) named `name`. */
export const cardOf = (name: string) => () => screen.getByRole('article', { name });
