import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { fail } from '@mocks/core/responses';
import { storageKeys } from '@/lib/storage';
import { blobBytes, captureDownloads } from '@/testing/downloads';
import { extractPdfText } from '@/testing/pdf-text';
import { recordScrollsIntoView } from '@/testing/record-scrolls';
import { capturePosts, doubleClickSubmit, slowPosts, typeFields } from '@/testing/public-form-utils';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, waitFor, within, type RenderResult } from '@/testing/test-utils';

type User = ReturnType<typeof renderApp>['user'];

const findWizard = () => screen.findByRole('list', { name: 'Donation steps' }, { timeout: 5000 });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Donation steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

/** Captures the POST /api/donations bodies, then lets the real handler answer. */
const captureDonations = () => capturePosts('/api/donations');

async function fillDonation(user: User) {
  await user.click(screen.getByRole('button', { name: '$50' }));
  await user.selectOptions(screen.getByLabelText('Donation Type'), 'zakat');
  await user.selectOptions(screen.getByLabelText('Campaign'), 'education');
  await user.type(screen.getByLabelText('Message'), 'Keep up the good work');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const details = { 'First Name': 'Amina', 'Last Name': 'Khan', Email: 'amina@example.com', Phone: '+44 7700 900123', Address: '10 High Street, London, United Kingdom' };
  await typeFields(user, details);
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await typeFields(user, { 'Name on Card': 'A KHAN', 'Card Number': '4242 4242 4242 4242', 'Expiry Date': '12/39', CVV: '731' });
}

// Loads the lazy route module once, outside the tests' time limit (cold transforms are slow).
beforeAll(() => import('./donate'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('/donate', () => {
  let view: RenderResult & { user: User };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeEach(async () => {
    view = renderApp('/donate');
    await findWizard();
  });

  it('moves through Amount, Details and Payment with Next and Back, without validating', async () => {
    const { user } = view;
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(currentStep()).toContain('Amount');
    for (const amount of ['$10', '$25', '$50', '$100', '$250', '$500']) {
      expect(screen.getByRole('button', { name: amount })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByLabelText('Custom Amount')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Campaign')).toHaveValue('general');
    expect(screen.getByLabelText('Donation Type')).toHaveValue('donation');
    const frequency = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(within(frequency).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['one-time', 'monthly']);
    expect(within(frequency).getByRole('radio', { name: 'One-time' })).toBeChecked();
    expect(within(frequency).getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Details');
    expect(screen.queryByText('Amount is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toContain('Payment');
    expect(screen.getByLabelText('Expiry Date')).toHaveAttribute('placeholder', 'MM/YY');
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toContain('Details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toContain('Amount');
  });

  it('marks the chosen preset and takes a custom amount', async () => {
    const { user } = view;
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Custom Amount')).toHaveValue(100);
    await user.clear(screen.getByLabelText('Custom Amount'));
    await user.type(screen.getByLabelText('Custom Amount'), '1234');
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('region', { name: 'Donation Summary' })).getByText('$1,234')).toBeInTheDocument();
  });

  it('sends the donation without the card number or CVV, thanks the donor and starts again', async () => {
    const { user } = view;
    const bodies = captureDonations();
    await fillDonation(user);

    const summary = within(screen.getByRole('region', { name: 'Donation Summary' }));
    expect(summary.getByText('$50')).toBeInTheDocument();
    expect(summary.getByText('**** **** **** 4242')).toBeInTheDocument();
    expect(summary.getByText('Amina Khan')).toBeInTheDocument();
    expect(summary.getByText('Zakat')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(
      within(thanks).getByText('Thank you for your generous donation! Your support makes a real difference in our community.'),
    ).toBeInTheDocument();
    expect(thanks).not.toHaveTextContent(/monthly/i);
    expect(summary.queryByText(/per month/)).toBeNull();

    expect(bodies).toHaveLength(1);
    const body = bodies[0] as Record<string, unknown>;
    expect(body).toEqual({
      donor_name: 'Amina Khan',
      donor_email: 'amina@example.com',
      donor_phone: '+44 7700 900123',
      donor_country: 'United Kingdom',
      amount: 50,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: 'zakat',
      campaign: 'education',
      frequency: 'one-time',
      message: 'Keep up the good work',
      is_anonymous: false,
      card_last4: '4242',
      card_name: 'A KHAN',
    });
    expect(body).not.toHaveProperty('cardNumber');
    expect(body).not.toHaveProperty('cvv');
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('4242 4242 4242 4242');
    expect(raw).not.toContain('4242424242424242');
    expect(raw).not.toContain('731');

    const stored = (await getDb().donations.all()).find((d) => d.donor_email === 'amina@example.com');
    expect(stored).toMatchObject({ amount: 50, card_last4: '4242', donation_type: 'zakat' });

    const scrolled = recordScrollsIntoView();
    await user.click(within(thanks).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Thank You!' })).not.toBeInTheDocument();
    expect(currentStep()).toContain('Amount');
    // Back at the wizard's top: it is scrolled into view and its first heading has the focus.
    const heading = screen.getByRole('heading', { level: 2, name: /Choose Your Donation/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(screen.getByRole('list', { name: 'Donation steps' }));
    expect(scrolled[0]).toContainElement(heading);
    expect(screen.getByLabelText('Custom Amount')).toHaveValue(null);
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it("gives monthly: 'per month' in the summary, frequency sent, the thank-you line and the gift's PDF receipt", async () => {
    const { user } = view;
    const files = captureDownloads();
    const bodies = captureDonations();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    // The choice holds across the steps fillDonation goes through.
    await fillDonation(user);
    const summary = within(screen.getByRole('region', { name: 'Donation Summary' }));
    expect(summary.getByText('$50 per month')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(within(thanks).getByText('Your monthly gift of $50 starts today.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ frequency: 'monthly', amount: 50 });
    const stored = (await getDb().donations.all()).find((d) => d.donor_email === 'amina@example.com')!;
    expect(stored.frequency).toBe('monthly');

    await user.click(within(thanks).getByRole('button', { name: 'Download Receipt' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const number = `HF-${stored.created_at.slice(0, 4)}-${String(stored.id).padStart(6, '0')}`;
    expect(files[0].name).toBe(`receipt-${number}.pdf`);
    const bytes = await blobBytes(files[0].blob);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const text = extractPdfText(bytes);
    expect(text).toContain(`Receipt No\n${number}`);
    expect(text).toContain('Donor\nAmina Khan');
    expect(text).toContain('Frequency\nMonthly');
    expect(text).toContain('Card\n**** **** **** 4242');
  });

  it('shows the monthly amount with the spec\'s grouping', async () => {
    const { user } = view;
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(screen.getByLabelText('Custom Amount'), '1234.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('region', { name: 'Donation Summary' })).getByText('$1,234.5 per month')).toBeInTheDocument();
  });

  it('sends is_anonymous for an anonymous gift', async () => {
    const { user } = view;
    const bodies = captureDonations();
    await user.click(screen.getByRole('checkbox', { name: 'Make this donation anonymous' }));
    await fillDonation(user);
    expect(within(screen.getByRole('region', { name: 'Donation Summary' })).getByText('Anonymous')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await screen.findByRole('dialog', { name: 'Thank You!' });
    expect(bodies[0]).toMatchObject({ is_anonymous: true });
  });

  it('keeps the form and says so when the donation fails', async () => {
    const { user } = view;
    server.use(http.post(api('/api/donations'), () => fail(500, 'Server exploded')));
    await fillDonation(user);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Failed to process donation. Please try again.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('dialog', { name: 'Thank You!' })).not.toBeInTheDocument();
    expect(currentStep()).toContain('Payment');
    expect(screen.getByLabelText('Name on Card')).toHaveValue('A KHAN');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
  });

  it('shows the validation messages on submit and sends nothing', async () => {
    const { user } = view;
    const bodies = captureDonations();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeFields(user, { 'Expiry Date': '13/30', 'Card Number': '1234' });
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));

    // The payment step's own messages show where they are.
    expect(await screen.findByText('Name on card is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(screen.getByText('CVV is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on Card')).toHaveFocus();
    expect(currentStep()).toContain('Payment');

    // The other steps with errors are pointed out.
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('button', { name: 'Review Amount' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Review Details' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('goes to the first step with errors when the step shown has none', async () => {
    const { user } = view;
    await user.click(screen.getByRole('button', { name: '$25' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeFields(user, { 'Name on Card': 'A KHAN', 'Card Number': '4242424242424242', 'Expiry Date': '12/39', CVV: '731' });
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(currentStep()).toContain('Details');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('disables Donate Now while the donation is being sent', async () => {
    const { user } = view;
    slowPosts('/api/donations', () => HttpResponse.json({ success: true, data: {} }, { status: 201 }));
    await fillDonation(user);
    const submit = screen.getByRole('button', { name: 'Donate Now' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    await screen.findByRole('dialog', { name: 'Thank You!' });
    await waitFor(() => expect(currentStep()).toContain('Amount'));
  });
  it('sends one donation for a double click on Donate Now', async () => {
    const { user } = view;
    const bodies = captureDonations();
    await fillDonation(user);
    await doubleClickSubmit('Donate Now', 'Thank You!');
    expect(bodies).toHaveLength(1);
  });
});

describe('/donate draft (a reload mid-wizard)', () => {
  const CARD_VALUES = ['A KHAN', '4242', '12/39', '731'];
  const sessionText = () =>
    Array.from({ length: sessionStorage.length }, (_, i) => `${sessionStorage.key(i)}=${sessionStorage.getItem(sessionStorage.key(i)!)}`).join('\n');

  it('keeps the step and the Amount and Details fields in sessionStorage, never a card field', async () => {
    const { user } = renderApp('/donate');
    await findWizard();
    await fillDonation(user);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.donateDraft)!)).toEqual({
      step: 2,
      values: {
        amount: 50,
        donationType: 'zakat',
        campaign: 'education',
        frequency: 'one-time',
        anonymous: false,
        message: 'Keep up the good work',
        firstName: 'Amina',
        lastName: 'Khan',
        email: 'amina@example.com',
        phone: '+44 7700 900123',
        address: '10 High Street, London, United Kingdom',
      },
    });
    const everything = `${sessionText()}\n${JSON.stringify({ ...localStorage })}`;
    for (const value of CARD_VALUES) expect(everything).not.toContain(value);
  });

  it('restores the draft on the same step after a reload, with the card fields empty', async () => {
    const first = renderApp('/donate');
    await findWizard();
    await fillDonation(first.user);
    first.unmount();

    const { user } = renderApp('/donate');
    await findWizard();
    expect(currentStep()).toContain('Payment');
    for (const label of ['Name on Card', 'Card Number', 'Expiry Date', 'CVV']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(within(screen.getByRole('region', { name: 'Donation Summary' })).getByText('$50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Khan');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 7700 900123');
    expect(screen.getByLabelText('Address')).toHaveValue('10 High Street, London, United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Donation Type')).toHaveValue('zakat');
    expect(screen.getByLabelText('Campaign')).toHaveValue('education');
    expect(screen.getByLabelText('Message')).toHaveValue('Keep up the good work');
  });

  it('clears the draft after a successful donation', async () => {
    const first = renderApp('/donate');
    await findWizard();
    await fillDonation(first.user);
    expect(sessionStorage.getItem(storageKeys.donateDraft)).not.toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await screen.findByRole('dialog', { name: 'Thank You!' });
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.donateDraft)).toBeNull());
    first.unmount();

    renderApp('/donate');
    await findWizard();
    expect(currentStep()).toContain('Amount');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the draft when the donation fails', async () => {
    server.use(http.post(api('/api/donations'), () => fail(500, 'Server exploded')));
    const { user } = renderApp('/donate');
    await findWizard();
    await fillDonation(user);
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await screen.findByRole('alertdialog');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.donateDraft)!)).toMatchObject({ step: 2, values: { firstName: 'Amina' } });
  });
});
