import { expect, test } from '../fixtures';

test.describe('foundation', () => {
  test("the build runs React Router's production files, not its development warnings", async ({ app, page }) => {
    // react-router's package exports resolve its development build in every bundler (vite.config.ts).
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const code = (await Promise.all(scripts)).join('\n');
    // The router's code is among them (an invariant both builds keep), its dev-only warning is not.
    expect(code).toContain('useNavigate() may be used only in the context of a <Router> component.');
    expect(code).not.toContain('Matched leaf route at location');
  });

  test('the footer is skipped by layout and paint while far from view, and rendered when scrolled to', async ({ app, page }) => {
    await app.goto('/');
    const footer = page.getByRole('contentinfo');
    // Skipped content is still in the page (and the accessibility tree): only its rendering waits.
    const heading = footer.getByRole('heading', { name: 'Find Us' });
    await expect(heading).toBeAttached();
    // False while an ancestor (the footer) skips rendering its contents.
    const rendered = () => heading.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(footer.getByRole('img', { name: /Map showing our office/ })).toBeVisible();
  });

  test('a deep link survives a reload under the sub-path', async ({ app, page }) => {
    await app.goto('/events');
    await page.reload();
    await expect(page).toHaveURL(/\/charity\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('admin mode hides the public chrome', async ({ app, page }) => {
    await app.goto('/development');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  });
});
