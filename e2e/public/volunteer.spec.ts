import { expect, test } from '../fixtures';
import { adminList } from './public-b-helpers';

type AdminVolunteer = { email: string; age: number | null; availability: string; status: string; skills: string };

test.describe('volunteer', () => {

  test('an application end to end, with step validation', async ({ app, page }) => {
    await app.goto('/volunteer', { reset: true });
    const steps = page.getByRole('list', { name: 'Application steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Personal Info');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();

    await page.getByLabel('Name').fill('Leo Martins');
    await page.getByLabel('Email').fill('leo.e2e@example.com');
    await page.getByLabel('Phone').fill('07700 900444');
    await page.getByLabel('Address').fill('12 Whitechapel Road, London');
    await page.getByLabel('Age').fill('15');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Age must be between 16 and 100')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Personal Info');
    await page.getByLabel('Age').fill('27');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Skills & Motivation');
    await page.getByLabel('Skills').fill('driving, cooking');
    await page.getByLabel('Experience').fill('Soup kitchen volunteer');
    await page.getByLabel('Motivation').fill('I want to help my neighbours.');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Availability');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please select your availability')).toBeVisible();
    await page.getByLabel('Availability').selectOption('Both');
    await page.getByLabel('Emergency Contact').fill('Ana Martins');
    await page.getByLabel('Emergency Phone').fill('07700 900555');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const dialog = page.getByRole('dialog', { name: 'Application Received!' });
    await expect(dialog).toContainText(
      'Thank you for volunteering! We have received your application and will contact you soon.',
    );
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Personal Info');
    await expect(page.getByLabel('Name')).toHaveValue('');

    const volunteers = await adminList<AdminVolunteer>(page, '/api/volunteers/admin');
    expect(volunteers.find((v) => v.email === 'leo.e2e@example.com')).toMatchObject({
      age: 27,
      availability: 'Both',
      status: 'pending',
      skills: 'driving, cooking',
    });
  });

  test('Previous keeps what was typed', async ({ app, page }) => {
    await app.goto('/volunteer');
    await page.getByLabel('Name').fill('Leo');
    await page.getByLabel('Email').fill('leo@example.com');
    await page.getByLabel('Phone').fill('1');
    await page.getByLabel('Address').fill('London');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Skills').fill('music');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Leo');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Skills')).toHaveValue('music');
  });
});
