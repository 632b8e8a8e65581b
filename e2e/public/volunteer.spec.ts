import { expect, test } from '../fixtures';
import { adminList } from './public-b-helpers';
import { continueFrom, fillByLabel } from '../form-steps';

type AdminVolunteer = { email: string; age: number | null; availability: string; status: string; skills: string };

test.describe('volunteer', () => {

  test('an application end to end, with step validation', async ({ app, page }) => {
    await app.goto('/volunteer', { reset: true });
    const steps = page.getByRole('list', { name: 'Application steps' });
    await expect(steps.locator('[aria-current="step"]')).toContainText('Personal Info');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();

    await fillByLabel(page, { Name: 'Leo Martins', Email: 'leo.e2e@example.com', Phone: '07700 900444', Address: '12 Whitechapel Road, London' });
    await fillByLabel(page, { Age: '15' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Age must be between 16 and 100')).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toContainText('Personal Info');
    await page.getByLabel('Age').fill('27');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Skills & Motivation');
    await fillByLabel(page, { Skills: 'driving, cooking', Experience: 'Soup kitchen volunteer', Motivation: 'I want to help my neighbours.' });
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(steps.locator('[aria-current="step"]')).toContainText('Availability');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please select your availability')).toBeVisible();
    await page.getByLabel('Availability').selectOption('Both');
    await fillByLabel(page, { 'Emergency Contact': 'Ana Martins', 'Emergency Phone': '07700 900555' });
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await continueFrom(page, 'Application Received!', 'Thank you for volunteering! We have received your application and will contact you soon.');
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
    await fillByLabel(page, { Name: 'Leo', Email: 'leo@example.com', Phone: '1', Address: 'London' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Skills').fill('music');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Leo');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Skills')).toHaveValue('music');
  });
});
