import { expect, test } from '../fixtures';
import { fillCard, fillDonor } from '../donate-wizard';
import { adminList } from './public-b-helpers';
import { continueFrom } from '../form-steps';

type AdminDonation = { email: string; amount: number; cardNumber: string; cardName: string; donationType: string; campaign: string };

test.describe('donate', () => {

  test('a donation end to end: the admin sees it with the card masked', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    const steps = page.getByRole('list', { name: 'Donation steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Amount');

    await page.getByRole('button', { name: '$100' }).click();
    await expect(page.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Donation Type').selectOption('sadqa');
    await expect(page.getByLabel('Campaign')).toHaveValue('general');
    await page.getByLabel('Message').fill('For the flood appeal');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Details');
    await fillDonor(page, {
      firstName: 'Omar',
      lastName: 'Farouk',
      email: 'omar.e2e@example.com',
      phone: '+44 7700 900222',
      address: '3 Brick Lane, London, United Kingdom',
    });
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Payment');
    await expect(page.getByLabel('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
    await fillCard(page, { name: 'O FAROUK', number: '4111 1111 1111 1111', expiry: '11/35', cvv: '852' });
    const summary = page.getByRole('region', { name: 'Donation Summary' });
    await expect(summary).toContainText('$100');
    await expect(summary).toContainText('**** **** **** 1111');
    await expect(summary).not.toContainText('4111 1111');

    const request = page.waitForRequest((r) => r.url().endsWith('/api/donations') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ card_last4: '1111', card_name: 'O FAROUK', amount: 100, donation_type: 'sadqa', donor_country: 'United Kingdom' });
    expect(body).not.toHaveProperty('cardNumber');
    expect(body).not.toHaveProperty('cvv');

    await continueFrom(page, 'Thank You!', 'Thank you for your generous donation! Your support makes a real difference in our community.');
    await expect(steps.locator('[aria-current="step"]')).toContainText('Amount');
    await expect(page.getByLabel('Custom Amount')).toHaveValue('');

    const donations = await adminList<AdminDonation>(page, '/api/donations/admin');
    const mine = donations.find((d) => d.email === 'omar.e2e@example.com');
    expect(mine).toMatchObject({ amount: 100, cardNumber: '1111', cardName: 'O FAROUK', donationType: 'sadqa', campaign: 'general' });
    expect(JSON.stringify(donations)).not.toContain('4111111111111111');
    // The CVV as a stored value or key (a bare '852' can occur by chance inside a time stamp).
    expect(JSON.stringify(donations)).not.toContain('"852"');
    expect(JSON.stringify(donations)).not.toMatch(/cvv/i);
  });

  test('Next does not validate; Donate Now shows the messages and sends nothing', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/donations') && r.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByText('Name on card is required')).toBeVisible();
    await expect(page.getByText('Card number is required')).toBeVisible();
    await expect(page.getByText('Expiry date is required')).toBeVisible();
    await expect(page.getByText('CVV is required')).toBeVisible();
    await page.getByRole('button', { name: 'Review Details' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a reload on the Payment step keeps the step and the first two steps, never a card value; a donation clears the draft', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    const steps = page.getByRole('list', { name: 'Donation steps' });
    const laylaCard = { name: 'L HADDAD', number: '5555 5555 5555 4444', expiry: '10/37', cvv: '964' };
    await page.getByRole('button', { name: '$100' }).click();
    await page.getByLabel('Donation Type').selectOption('zakat');
    await page.getByLabel('Campaign').selectOption('education');
    await page.getByRole('checkbox', { name: 'Make this donation anonymous' }).check();
    await page.getByLabel('Message').fill('Kept across a reload');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillDonor(page, {
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla.e2e@example.com',
      phone: '+44 7700 900333',
      address: '9 Deansgate, Manchester, United Kingdom',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCard(page, laylaCard);

    // What the app keeps in the tab. The mock backend's request log (mockRequestLog, README "QA
    // toolkit") is the server's record of what was sent, not the app's draft; mockTab is a random
    // hex id that can hold '964' or '5555' by chance.
    const sessionText = () =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key !== 'mockRequestLog' && key !== 'mockTab')
          .map((key) => `${key}=${sessionStorage.getItem(key)}`)
          .join('\n'),
      );
    const saved = await sessionText();
    expect(saved).toContain('Layla');
    for (const card of ['L HADDAD', '5555', '4444', '10/37', '964']) expect(saved).not.toContain(card);

    await page.reload();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Payment');
    for (const label of ['Name on Card', 'Card Number', 'Expiry Date', 'CVV']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Donation Summary' })).toContainText('$100');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Layla');
    await expect(page.getByLabel('Last Name')).toHaveValue('Haddad');
    await expect(page.getByLabel('Email')).toHaveValue('layla.e2e@example.com');
    await expect(page.getByLabel('Phone')).toHaveValue('+44 7700 900333');
    await expect(page.getByLabel('Address')).toHaveValue('9 Deansgate, Manchester, United Kingdom');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Donation Type')).toHaveValue('zakat');
    await expect(page.getByLabel('Campaign')).toHaveValue('education');
    await expect(page.getByRole('checkbox', { name: 'Make this donation anonymous' })).toBeChecked();
    await expect(page.getByLabel('Message')).toHaveValue('Kept across a reload');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCard(page, laylaCard);
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
    await expect.poll(sessionText).not.toContain('Layla');
    await page.reload();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Amount');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('the wizard fits a 360 px screen', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await app.goto('/donate');
    await expect(page.getByRole('button', { name: '$500' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
