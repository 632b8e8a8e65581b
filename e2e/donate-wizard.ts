// The public donate wizard as a donor fills it, for the specs that walk through it on their way to
// what they check (the step, the request, a fault, a focus, a violation).
import type { Page } from '@playwright/test';

export interface Donor {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
}

export interface Card {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
}

/** The Details step's fields; Phone and Address only when given. */
export async function fillDonor(page: Page, donor: Donor) {
  await page.getByLabel('First Name').fill(donor.firstName);
  await page.getByLabel('Last Name').fill(donor.lastName);
  await page.getByLabel('Email', { exact: true }).fill(donor.email);
  if (donor.phone) await page.getByLabel('Phone').fill(donor.phone);
  if (donor.address) await page.getByLabel('Address').fill(donor.address);
}

/** The Payment step's four card fields. */
export async function fillCard(page: Page, card: Card) {
  await page.getByLabel('Name on Card').fill(card.name);
  await page.getByLabel('Card Number').fill(card.number);
  await page.getByLabel('Expiry Date').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
}

/** From the Amount step: picks a preset amount ('$25'), fills the Details step and moves to Payment. */
export async function reachPayment(page: Page, amount: string, donor: Donor) {
  await page.getByRole('button', { name: amount, exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDonor(page, donor);
  await page.getByRole('button', { name: 'Next' }).click();
}
