import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { fillIn, renderSection, startAdminSession, type User } from '@/testing/admin-section-utils';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { SettingsSection } from './settings-section';

vi.mock('../utils/reload-page', () => ({ reloadPage: vi.fn() }));

const fail500 = () => HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 });
const networkError = () => HttpResponse.error();

async function renderSettings() {
  await startAdminSession();
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(`${request.method} ${new URL(request.url).pathname}`));
  const utils = renderSection(<SettingsSection canManage />);
  await screen.findByLabelText('Primary Color');
  return { ...utils, requests };
}

/** Submits with `button` while POST `path` answers 500, then while it is unreachable: the spec's two texts show. */
async function expectSaveFailures(user: User, path: string, button: string, failed: string, error: string) {
  server.use(http.post(apiUrl(path), fail500));
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(failed)).toBeInTheDocument();

  server.use(http.post(apiUrl(path), networkError));
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(error)).toBeInTheDocument();
}

function setColour(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function pngFile(name = 'logo.png') {
  // The PNG signature is enough for the mock to store it; the type is what is checked.
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

describe('SettingsSection', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    document.documentElement.removeAttribute('style');
  });

  it('has Theme, Logos, Email and Zakat tabs; each loads its data when selected', async () => {
    const { user, requests } = await renderSettings();
    const tablist = screen.getByRole('tablist', { name: 'Settings' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Theme', 'Logos', 'Email', 'Zakat', 'Demo Data']);
    expect(within(tablist).getByRole('tab', { name: 'Theme' })).toHaveAttribute('aria-selected', 'true');
    expect(requests).toContain('GET /api/settings/theme');
    expect(requests).not.toContain('GET /api/settings/logo');
    expect(requests).not.toContain('GET /api/settings/email');

    await user.click(within(tablist).getByRole('tab', { name: 'Logos' }));
    expect(await screen.findByLabelText('Header Logo')).toBeInTheDocument();
    expect(requests).toContain('GET /api/settings/logo');
    expect(requests).not.toContain('GET /api/settings/email');

    await user.click(within(tablist).getByRole('tab', { name: 'Email' }));
    expect(await screen.findByLabelText('Admin Email')).toBeInTheDocument();
    expect(requests).toContain('GET /api/settings/email');
    expect(requests).toContain('GET /api/settings/email/outbox');
    expect(requests).not.toContain('GET /api/settings/zakat');

    await user.click(within(tablist).getByRole('tab', { name: 'Zakat' }));
    expect(await screen.findByLabelText('Gold Price per Gram (USD)')).toBeInTheDocument();
    expect(requests).toContain('GET /api/settings/zakat');
  });

  it('previews the colours live and saves them to the API, localStorage themeColors and the page', async () => {
    const { user } = await renderSettings();
    expect(screen.getByLabelText('Primary Color')).toHaveValue('#012a23');
    setColour('Primary Color', '#123456');
    setColour('Secondary Color', '#aa3300');
    const preview = screen.getByRole('group', { name: 'Theme preview' });
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#123456');
    // Not applied to the site before saving.
    expect(document.documentElement.style.getPropertyValue('--color-primary')).not.toBe('#123456');

    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Theme settings saved successfully!')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.themeColors) ?? 'null')).toEqual({
      primaryColor: '#123456',
      secondaryColor: '#aa3300',
      textDark: '#333333',
      textLight: '#666666',
    });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(document.documentElement.style.getPropertyValue('--color-secondary')).toBe('#aa3300');
    expect((await getDb().getSettings())?.theme.primaryColor).toBe('#123456');

    // The result banner goes after 3 s.
    await waitFor(() => expect(screen.queryByText('Theme settings saved successfully!')).toBeNull(), { timeout: 4500 });
  });

  it("shows 'Failed to save theme settings' or 'Error saving theme settings' and keeps the choice", async () => {
    const { user } = await renderSettings();
    setColour('Primary Color', '#123456');
    server.use(http.post(apiUrl('/api/settings/theme'), fail500));
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save theme settings');
    expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
    expect(screen.getByLabelText('Primary Color')).toHaveValue('#123456');

    server.use(http.post(apiUrl('/api/settings/theme'), networkError));
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Error saving theme settings')).toBeInTheDocument();
    expect((await getDb().getSettings())?.theme.primaryColor).toBe('#012a23');
  });

  it('shows the recommended logo sizes and uploads a chosen logo', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Logos' }));
    const header = await screen.findByLabelText('Header Logo');
    for (const label of ['Sticky Logo', 'Footer Logo', 'Favicon']) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'file');
    expect(screen.getAllByText('Recommended size: 200x50 px')).toHaveLength(3);
    expect(screen.getByText('Recommended size: 32x32 px')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Logos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one logo file to upload.');

    await user.upload(header, pngFile());
    await user.click(screen.getByRole('button', { name: 'Update Logos' }));
    expect(await screen.findByText('Logos updated successfully!')).toBeInTheDocument();
    expect((await getDb().getSettings())?.logo.headerLogo).toMatch(/^\/uploads\/\d+\.png$/);
    expect((await getDb().getSettings())?.logo.stickyLogo).toBe('/images/logo-sticky.svg');
  });

  it('refuses a wrong file type and reports failed logo saves', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Logos' }));
    const favicon = await screen.findByLabelText('Favicon');
    fireEvent.change(favicon, { target: { files: [new File(['x'], 'icon.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Only JPEG, PNG and WebP images are allowed')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Header Logo'), pngFile());
    fireEvent.change(favicon, { target: { files: [] } });
    await expectSaveFailures(user, '/api/settings/logo', 'Update Logos', 'Failed to update logos', 'Error updating logos');
  });

  it('saves the e-mail settings', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    const adminEmail = await screen.findByLabelText('Admin Email');
    expect(adminEmail).toHaveValue('admin@hopefoundation.org.uk');
    for (const label of ['SMTP Host', 'SMTP Port', 'SMTP User', 'SMTP Password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Send Donation Emails')).toBeChecked();

    await fillIn(user, screen.getByLabelText('SMTP Host'), 'mail.example.org');
    await fillIn(user, screen.getByLabelText('SMTP Port'), '2525');
    await user.click(screen.getByLabelText('Send Contact Emails'));
    await user.click(screen.getByRole('button', { name: 'Save Email Settings' }));
    expect(await screen.findByText('Email settings saved successfully!')).toBeInTheDocument();
    expect((await getDb().getSettings())?.email).toMatchObject({
      smtpHost: 'mail.example.org',
      smtpPort: 2525,
      sendContactEmail: false,
      sendDonationEmail: true,
    });
  });

  it('validates and reports failed e-mail settings saves', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await fillIn(user, await screen.findByLabelText('SMTP Port'), '70000');
    await user.click(screen.getByRole('button', { name: 'Save Email Settings' }));
    expect(await screen.findByText('SMTP port must be between 1 and 65535')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Admin Email'), '');
    await fillIn(user, screen.getByLabelText('SMTP Host'), '');
    await user.click(screen.getByRole('button', { name: 'Save Email Settings' }));
    expect(await screen.findByText('Admin email is required')).toBeInTheDocument();
    expect(screen.getByText('SMTP host is required')).toBeInTheDocument();
    await fillIn(user, screen.getByLabelText('Admin Email'), 'admin@hopefoundation.org.uk');
    await fillIn(user, screen.getByLabelText('SMTP Host'), 'smtp.hopefoundation.org.uk');

    await fillIn(user, screen.getByLabelText('SMTP Port'), '587');
    await expectSaveFailures(user, '/api/settings/email', 'Save Email Settings', 'Failed to save email settings', 'Error saving email settings');
  });

  it('sends a test e-mail to the admin e-mail and lists it in the outbox', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    const outbox = await screen.findByRole('region', { name: 'Outbox' });
    await waitFor(() => expect(within(outbox).queryByRole('status')).toBeNull());
    expect(within(outbox).queryByText('Test email from Hope Foundation')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test email sent successfully!')).toBeInTheDocument();
    expect(await within(outbox).findByText('Test email from Hope Foundation')).toBeInTheDocument();
    expect(within(outbox).getByText('To: admin@hopefoundation.org.uk')).toBeInTheDocument();
    const stored = await getDb().outbox.all();
    expect(stored.at(-1)).toMatchObject({ kind: 'test', to: 'admin@hopefoundation.org.uk' });
  });

  it('reports failed test e-mails and needs an admin e-mail', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    const adminEmail = await screen.findByLabelText('Admin Email');

    await expectSaveFailures(user, '/api/settings/email/test', 'Send Test Email', 'Failed to send test email', 'Error sending test email');

    await fillIn(user, adminEmail, '');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });
});
