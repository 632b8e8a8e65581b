// The failure scenarios of the admin dashboard's calls, one per call of docs/qa-failures.md. Each
// section is rendered on its own behind a real sign-in, as the section tests do; lists fail as
// they render, writes fail on the button that sends them.
import type { ReactElement } from 'react';
import { DashboardHome } from '@/app/routes/admin/dashboard-home';
import { AdminsSection } from '@/features/admins/components/admins-section';
import { BannersSection } from '@/features/banners/components/banners-section';
import { ContactsSection } from '@/features/contact/components/contacts-section';
import { DonationsSection } from '@/features/donations/components/donations-section';
import { GallerySection } from '@/features/gallery/components/gallery-section';
import { ServicesSection } from '@/features/services/components/services-section';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { VolunteersSection } from '@/features/volunteers/components/volunteers-section';
import { pngFile } from '../admin-section-utils';
import { screen, within } from '../test-utils';
import type { Scenario } from './scenario';
import { cardOf, click, clickIn, confirmWith, inSection, rowOf, showSection, signedIn, submitDialog, tab } from './screens';

const banners = <BannersSection />;
const bannersReady = () => screen.findByRole('rowheader', { name: /Give Hope to Children in Need/ });
const services = <ServicesSection />;
const servicesReady = () => screen.findByRole('rowheader', { name: "Children's Education" });
const gallery = <GallerySection />;
const galleryReady = () => screen.findByRole('article', { name: 'Walking to school together' });
const admins = <AdminsSection canManage onSessionRenewed={() => undefined} />;
const adminsReady = () => screen.findByRole('rowheader', { name: /moderator/ });
const adminRow = rowOf(/^(Administrator\s*)?moderator$/);
const donations = <DonationsSection />;
const contacts = <ContactsSection variant="contacts" />;
const volunteers = <VolunteersSection />;
const settings = <SettingsSection canManage />;
const settingsReady = () => screen.findByLabelText('Primary Color');

/** A list that fails as its section renders; the dashboard's home shows its figures beside it. */
const list = (...sections: ReactElement[]) => signedIn(...sections.map((section) => () => showSection(section)));

/** The button `name` of the Settings section, pressed after `steps` (a tab, a file). */
const settingsAction = (name: string, ...steps: Parameters<typeof inSection>[2][]) => inSection(settings, settingsReady, ...steps, click(name));

const bannerForm = { Image: pngFile(), Heading: 'Failure banner', Description: 'Saved while a call fails.' };

export const adminScenarios: Record<string, Scenario> = {
  'GET /api/admin': list(admins),
  'POST /api/admin': inSection(
    admins,
    adminsReady,
    submitDialog('Create New Admin', { Username: 'sara', Email: 'sara@example.com', Password: 'secret99' }, 'Create Admin', () =>
      screen.getByRole('button', { name: 'Create Admin' }),
    ),
  ),
  'PATCH /api/admin/{id}/password': inSection(
    admins,
    adminsReady,
    submitDialog('Change Password', { 'New Password': 'new-secret', 'Confirm Password': 'new-secret' }, 'Update Password', () =>
      clickTarget(adminRow, 'Change Password'),
    ),
  ),
  'PATCH /api/admin/{id}/status': inSection(admins, adminsReady, clickIn(adminRow, 'Toggle status')),
  'DELETE /api/admin/{id}': inSection(
    admins,
    adminsReady,
    clickIn(adminRow, 'Delete'),
    confirmWith('Are you sure you want to delete admin "moderator"?', 'Delete'),
  ),
  'POST /api/admin/upload': inSection(banners, bannersReady, submitDialog('Add Banner', bannerForm, 'Save Banner')),

  'GET /api/banner/admin': list(banners),
  'POST /api/banner': inSection(banners, bannersReady, submitDialog('Add Banner', bannerForm, 'Save Banner')),
  'PUT /api/banner/{id}': inSection(
    banners,
    bannersReady,
    submitDialog('Edit Banner', { Heading: 'Give Hope Today' }, 'Update Banner', () => clickTarget(rowOf(/Give Hope/), 'Edit')),
  ),
  'DELETE /api/banner/{id}': inSection(
    banners,
    bannersReady,
    clickIn(rowOf(/Warm Meals/), 'Delete'),
    confirmWith('Do you want to delete "Warm Meals for Every Family"?', 'Delete'),
  ),
  'PATCH /api/banner/{id}/toggle': inSection(
    banners,
    bannersReady,
    clickIn(rowOf(/Give Hope/), 'Toggle status'),
    confirmWith(/deactivate/, 'Deactivate'),
  ),

  'GET /api/services/admin': list(services),
  'POST /api/services': inSection(
    services,
    servicesReady,
    submitDialog(
      'Add Service',
      { 'Image URL': '/images/services/service-1.jpg', Title: 'Failure service', Description: 'Saved while a call fails.' },
      'Save Service',
    ),
  ),
  'PUT /api/services/{id}': inSection(
    services,
    servicesReady,
    submitDialog('Edit Service', { Title: 'Medical Aid and Clinics' }, 'Update Service', () => clickTarget(rowOf('Medical Aid'), 'Edit')),
  ),
  'DELETE /api/services/{id}': inSection(
    services,
    servicesReady,
    clickIn(rowOf('Shelter & Housing'), 'Delete'),
    confirmWith('Do you want to delete "Shelter & Housing"?', 'Delete'),
  ),
  'PATCH /api/services/{id}/toggle': inSection(
    services,
    servicesReady,
    clickIn(rowOf('Medical Aid'), 'Toggle status'),
    confirmWith(/deactivate/, 'Deactivate'),
  ),

  'POST /api/gallery': inSection(gallery, galleryReady, submitDialog('Add New Image', { Image: pngFile(), Title: 'Failure image' }, 'Upload Image')),
  'PUT /api/gallery/{id}': inSection(
    gallery,
    galleryReady,
    submitDialog('Edit Image', { Title: 'Renamed' }, 'Update Image', () => clickTarget(cardOf('Our field team'), 'Edit')),
  ),
  'DELETE /api/gallery/{id}': inSection(
    gallery,
    galleryReady,
    clickIn(cardOf('Community iftar'), 'Delete'),
    confirmWith('Are you sure you want to delete this image?', 'Delete'),
  ),

  'GET /api/donations/admin': list(donations, <DashboardHome />),
  'DELETE /api/donations/{id}': inSection(
    donations,
    () => screen.findByRole('rowheader', { name: /Ibrahim Yilmaz/ }),
    (user) => user.click(clickTarget(rowOf(/Ibrahim Yilmaz/), 'Select row', 'checkbox')),
    click('Delete Selected'),
    confirmWith('Are you sure you want to delete selected donations?', 'Delete'),
  ),
  'GET /api/donations/report': list(<DashboardHome />),

  'GET /api/contact-forms/admin': list(contacts, <DashboardHome />),
  'PATCH /api/contact-forms/{id}/status': inSection(
    contacts,
    () => screen.findByRole('article', { name: 'Hina Javed' }),
    clickIn(cardOf('Hina Javed'), 'Mark as Read'),
  ),
  'DELETE /api/contact-forms/{id}': inSection(
    contacts,
    () => screen.findByRole('article', { name: 'Peter Novak' }),
    clickIn(cardOf('Peter Novak'), 'Delete'),
    confirmWith('Are you sure you want to delete this message?', 'Delete'),
  ),

  'GET /api/volunteers/admin': list(volunteers, <DashboardHome />),
  'PATCH /api/volunteers/{id}/status': inSection(
    volunteers,
    () => screen.findByRole('rowheader', { name: /Fatima Zahra/ }),
    clickIn(rowOf(/Fatima Zahra/), 'Approve'),
  ),
  'DELETE /api/volunteers/{id}': inSection(
    volunteers,
    () => screen.findByRole('rowheader', { name: /Mei Lin/ }),
    clickIn(rowOf(/Mei Lin/), 'Delete'),
    confirmWith('Are you sure you want to delete this volunteer?', 'Delete'),
  ),

  'GET /api/settings/email': inSection(settings, settingsReady, tab('Email')),
  'GET /api/settings/email/outbox': inSection(settings, settingsReady, tab('Email')),
  'POST /api/settings/theme': settingsAction('Save Theme'),
  'POST /api/settings/logo': settingsAction('Update Logos', tab('Logos'), (user) =>
    screen.findByLabelText('Header Logo').then((field) => user.upload(field, pngFile())),
  ),
  'POST /api/settings/email': settingsAction('Save Email Settings', tab('Email'), () => screen.findByLabelText('Admin Email')),
  'POST /api/settings/zakat': settingsAction('Save Zakat Prices', tab('Zakat'), () => screen.findByRole('button', { name: 'Save Zakat Prices' })),
  'POST /api/settings/email/test': settingsAction('Send Test Email', tab('Email'), () => screen.findByLabelText('Admin Email')),

  'GET /api/demo/export': settingsAction('Export Data', tab('Demo Data')),
  'POST /api/demo/import': settingsAction('Import Data', tab('Demo Data'), (user) =>
    user.upload(screen.getByLabelText('Import File'), new File(['{}'], 'demo.json', { type: 'application/json' })),
  ),
  'POST /api/demo/reset': inSection(
    settings,
    settingsReady,
    tab('Demo Data'),
    click('Reset Demo Data'),
    confirmWith('Reset all demo data to the seed?', 'Reset'),
  ),
  'POST /api/demo/scenario': settingsAction('Apply Scenario', tab('Demo Data')),
};

/** The control named `name` inside `item()` (a row's Edit button, its Select row checkbox). */
function clickTarget(item: () => HTMLElement, name: string, role: 'button' | 'checkbox' = 'button'): HTMLElement {
  return within(item()).getByRole(role, { name });
}
