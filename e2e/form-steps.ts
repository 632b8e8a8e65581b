// Form steps the browser journeys share: filling labelled fields and leaving a success dialog.
import { expect, type Locator, type Page } from '@playwright/test';

/** Fills each field of `scope` found by its label, in the order given. */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/** The success dialog `name` says `text`; its Continue button closes it. */
export async function continueFrom(page: Page, name: string, text: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
