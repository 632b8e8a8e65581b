import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail } from '@mocks/core/responses';
import { storageKeys } from '@/lib/storage';
import { recordScrollsIntoView } from '@/testing/record-scrolls';
import { capturePosts, doubleClickSubmit, slowPosts, typeFields } from '@/testing/public-form-utils';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const steps = () => within(screen.getByRole('list', { name: 'Application steps' })).getAllByRole('listitem');
const currentStep = () => steps().find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

async function open() {
  const view = renderApp('/volunteer');
  await screen.findByRole('list', { name: 'Application steps' }, { timeout: 5000 });
  return view;
}

async function fillStep1(user: User, age = '34') {
  await typeFields(user, { Name: 'Priya Shah', Email: 'priya@example.com', Phone: '07700 900789', Address: '5 Mile End Road, London' });
  if (age) await user.type(screen.getByLabelText('Age'), age);
}

async function fillAll(user: User) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await typeFields(user, { Skills: 'teaching, first aid', Experience: 'Two years at a food bank', Motivation: 'I want to give back.' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(screen.getByLabelText('Availability'), 'Weekends');
  await typeFields(user, { 'Emergency Contact': 'Raj Shah', 'Emergency Phone': '07700 900111' });
}

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./volunteer'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('/volunteer', () => {
  it('highlights the steps up to the current one', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Become A Volunteer' })).toBeInTheDocument();
    expect(steps()).toHaveLength(3);
    expect(currentStep()).toContain('Personal Info');
    expect(steps().filter((s) => s.className.includes('--active'))).toHaveLength(1);

    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Skills & Motivation');
    expect(steps().filter((s) => s.className.includes('--active'))).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentStep()).toContain('Personal Info');
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
  });

  it('validates step 1 before moving on: required fields and age 16 to 100', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Personal Info');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    // The form moves focus to the first invalid field once validation settles.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    await fillStep1(user, '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Age must be between 16 and 100')).toBeInTheDocument();
    expect(currentStep()).toContain('Personal Info');

    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '101');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Age must be between 16 and 100')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '16');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Skills & Motivation');
  });

  it('lets age be left empty, and asks for skills, motivation and availability', async () => {
    const { user } = await open();
    await fillStep1(user, '');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Skills & Motivation');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Skills are required')).toBeInTheDocument();
    expect(screen.getByText('Motivation is required')).toBeInTheDocument();
    await typeFields(user, { Skills: 'cooking', Motivation: 'To help' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Availability');
    expect(within(screen.getByLabelText('Availability')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select your availability',
      'Weekdays',
      'Weekends',
      'Both',
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please select your availability')).toBeInTheDocument();
  });

  it('sends the application, thanks the volunteer and starts again at step 1', async () => {
    const { user } = await open();
    const bodies = capturePosts('/api/volunteers');
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const dialog = await screen.findByRole('dialog', { name: 'Application Received!' });
    expect(
      within(dialog).getByText('Thank you for volunteering! We have received your application and will contact you soon.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Priya Shah',
        email: 'priya@example.com',
        phone: '07700 900789',
        address: '5 Mile End Road, London',
        age: 34,
        skills: 'teaching, first aid',
        experience: 'Two years at a food bank',
        availability: 'Weekends',
        motivation: 'I want to give back.',
        emergency_contact: 'Raj Shah',
        emergency_phone: '07700 900111',
      },
    ]);
    const stored = (await getDb().volunteers.all()).find((v) => v.email === 'priya@example.com');
    expect(stored).toMatchObject({ status: 'pending', age: 34 });

    const scrolled = recordScrollsIntoView();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentStep()).toContain('Personal Info');
    // Back at the form's top: it is scrolled into view and its first heading has the focus.
    const heading = screen.getByRole('heading', { level: 2, name: /Step 1 of 3/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(steps()[0]);
    expect(scrolled[0]).toContainElement(heading);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps the input and says so when the application fails', async () => {
    const { user } = await open();
    server.use(http.post(api('/api/volunteers'), () => fail(500, 'Down')));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Failed to submit volunteer application. Please try again.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(currentStep()).toContain('Availability');
    expect(screen.getByLabelText('Availability')).toHaveValue('Weekends');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.com');
  });

  it("shows the server's field messages on their step", async () => {
    const { user } = await open();
    server.use(http.post(api('/api/volunteers'), () => fail(400, 'Validation failed', { email: 'Please enter a valid email address' })));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Failed to submit volunteer application. Please try again.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(currentStep()).toContain('Personal Info');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('disables Submit Application while sending', async () => {
    const { user } = await open();
    slowPosts('/api/volunteers');
    await fillAll(user);
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(await screen.findByRole('dialog', { name: 'Application Received!' })).toBeInTheDocument();
  });
  it('sends one application for a double click on Submit Application', async () => {
    const { user } = await open();
    const bodies = capturePosts('/api/volunteers');
    await fillAll(user);
    await doubleClickSubmit('Submit Application', 'Application Received!');
    expect(bodies).toHaveLength(1);
  });
});

describe('/volunteer draft (a reload mid-form)', () => {
  it('restores every field on the same step after a reload, and clears the draft after a success', async () => {
    const first = await open();
    await fillAll(first.user);
    first.unmount();

    const { user } = await open();
    expect(currentStep()).toContain('Availability');
    expect(screen.getByLabelText('Availability')).toHaveValue('Weekends');
    expect(screen.getByLabelText('Emergency Contact')).toHaveValue('Raj Shah');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Skills')).toHaveValue('teaching, first aid');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
    expect(screen.getByLabelText('Age')).toHaveValue(34);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('dialog', { name: 'Application Received!' });
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.volunteerDraft)).toBeNull());
  });
});
