// The failure scenarios of the public site's calls (and of the reads the public site shares with
// the admin's Settings and Gallery), one per call of docs/qa-failures.md.
import { expect } from 'vitest';
import { GallerySection } from '@/features/gallery/components/gallery-section';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { fillIn, type User } from '../admin-section-utils';
import { getDb } from '../test-db';
import { fireEvent, screen, signInAsAdmin, waitFor, within } from '../test-utils';
import type { Scenario, Step } from './scenario';
import { click, onRender, openPublic, showSection, signedIn, tab } from './screens';

/** A public page whose form is filled by `fill` and sent with the button `send`, once `ready` shows. */
const publicForm = (url: string, ready: () => Promise<unknown>, fill: Step, send: string): Scenario => ({
  run: async () => {
    const user = openPublic(url);
    await ready();
    await fill(user);
    await click(send)(user);
  },
});

/** The public page `url` beside the Settings tab `settingsTab` of the admin: both read the same call. */
const publicAndSettings = (url: string, settingsTab: string): Scenario =>
  signedIn(
    () => openPublic(url),
    async () => {
      const user = await showSection(<SettingsSection canManage />, () => screen.findByRole('tablist', { name: 'Settings' }));
      if (settingsTab !== 'Theme') await tab(settingsTab)(user);
    },
  );

/**
 * An uploaded image the browser fails to load: the scenario fires the <img>'s error itself (jsdom
 * loads no images) and checks that nothing replaces it.
 */
const brokenImage = (url: string, path: RegExp, before: () => Promise<unknown> = async () => undefined): Scenario => ({
  fetched: false,
  run: async () => {
    await before();
    openPublic(url);
    const image = await waitFor(() => {
      // Decorative images (alt="") have no img role: looked up by their src.
      const found = Array.from(document.querySelectorAll('img')).find((img) => path.test(img.getAttribute('src') ?? ''));
      if (!found) throw new Error(`No image from ${path} among ${Array.from(document.querySelectorAll('img'), (img) => img.src).join(', ')}`);
      return found;
    });
    const src = image.getAttribute('src');
    fireEvent.error(image);
    expect(image).toBeInTheDocument();
    expect(image).toHaveAttribute('src', src);
  },
});

/** Pastes each value into the field of `scope` labelled by its key: typing key by key is slow on a loaded machine. */
async function pasteFields(user: User, fields: Record<string, string>, scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  for (const [label, text] of Object.entries(fields)) await fillIn(user, scope.getByLabelText(label), text);
}

/** Gives the first record of `collection` an uploaded image, '/uploads/1.png'. */
async function uploadedImage(collection: 'services' | 'gallery') {
  const [first] = await getDb()[collection].all();
  await getDb()[collection].update(first.id, { image_url: '/uploads/1.png' });
}

const fillContact: Step = (user) =>
  pasteFields(
    user,
    { Name: 'Sam Taylor', Email: 'sam@example.com', Phone: '07700 900456', Subject: 'Volunteering', Message: 'How can I help at the food bank?' },
    within(screen.getByRole('region', { name: 'How Can We Help?' })),
  );

const fillVolunteer: Step = async (user) => {
  await pasteFields(user, { Name: 'Priya Shah', Email: 'priya@example.com', Phone: '07700 900789', Address: '5 Mile End Road, London', Age: '34' });
  await click('Next')(user);
  await pasteFields(user, { Skills: 'teaching, first aid', Experience: 'Two years at a food bank', Motivation: 'I want to give back.' });
  await click('Next')(user);
  await user.selectOptions(screen.getByLabelText('Availability'), 'Weekends');
  await pasteFields(user, { 'Emergency Contact': 'Raj Shah', 'Emergency Phone': '07700 900111' });
};

const fillDonation: Step = async (user) => {
  await click('$50')(user);
  await click('Next')(user);
  await pasteFields(user, {
    'First Name': 'Amina',
    'Last Name': 'Khan',
    Email: 'amina@example.com',
    Phone: '+44 7700 900123',
    Address: '10 High Street, London, United Kingdom',
  });
  await click('Next')(user);
  await pasteFields(user, { 'Name on Card': 'A KHAN', 'Card Number': '4242 4242 4242 4242', 'Expiry Date': '12/39', CVV: '731' });
};

const fillLogin: Step = async (user) => {
  const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
  await pasteFields(user, { Username: 'admin', Password: 'admin123' }, within(dialog));
};

export const publicScenarios: Record<string, Scenario> = {
  'POST /api/admin/login': publicForm('/development', async () => undefined, fillLogin, 'Login'),
  'POST /api/admin/logout': {
    run: async () => {
      await signInAsAdmin();
      const user = openPublic('/admin/dashboard');
      await user.click(await screen.findByRole('button', { name: 'admin' }));
      await click('Logout')(user);
    },
  },
  'GET /api/banner': onRender(() => openPublic('/')),
  'GET /api/banner/{id}': onRender(() => openPublic('/banner-preview/1')),
  'GET /api/services': onRender(() => openPublic('/services')),
  'GET /api/gallery': signedIn(
    () => openPublic('/gallery'),
    () => showSection(<GallerySection />),
  ),
  'POST /api/donations': publicForm('/donate', () => screen.findByRole('list', { name: 'Donation steps' }), fillDonation, 'Donate Now'),
  'GET /api/donations/latest': {
    run: async ({ failed }) => {
      openPublic('/donate');
      await failed();
      await screen.findByRole('list', { name: 'Donation steps' });
      expect(screen.queryByRole('complementary', { name: 'Recent donors' })).toBeNull();
    },
  },
  'POST /api/contact-forms': publicForm(
    '/contact',
    () => screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    fillContact,
    'Send Message',
  ),
  'POST /api/volunteers': publicForm(
    '/volunteer',
    () => screen.findByRole('list', { name: 'Application steps' }),
    fillVolunteer,
    'Submit Application',
  ),
  'GET /api/events': onRender(() => openPublic('/')),
  'GET /api/settings/theme': publicAndSettings('/about', 'Theme'),
  'GET /api/settings/logo': publicAndSettings('/about', 'Logos'),
  'GET /api/settings/zakat': publicAndSettings('/zakat', 'Zakat'),
  'GET /uploads/{file}': brokenImage('/services', /^\/uploads\/1\.png$/, () => uploadedImage('services')),
  'GET /api/uploads/{file}': brokenImage('/gallery', /^\/api\/uploads\/1\.png$/, () => uploadedImage('gallery')),
};
