// /donate and the zakat calculator: the link there, and /donate?type=zakat&amount=123.45, the way back into the wizard.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, within } from '@/testing/test-utils';

const open = async (url: string) => {
  renderApp(url);
  return screen.findByLabelText('Custom Amount', {}, { timeout: 5000 });
};

beforeAll(() => import('./donate'), 60_000);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('/donate with a prefill', () => {
  it('fills the amount and the type from the query', async () => {
    expect(await open('/donate?type=zakat&amount=123.45')).toHaveValue(123.45);
    expect(screen.getByLabelText('Donation Type')).toHaveValue('zakat');
  });

  it('ignores values that do not validate', async () => {
    expect(await open('/donate?type=bribe&amount=-5')).toHaveValue(null);
    expect(screen.getByLabelText('Donation Type')).toHaveValue('donation');
  });

  it('wins over a saved draft and starts on the first step', async () => {
    sessionStorage.setItem(storageKeys.donateDraft, JSON.stringify({ step: 1, values: { amount: '10', donationType: 'sadqa', firstName: 'Amina' } }));
    expect(await open('/donate?type=zakat&amount=80')).toHaveValue(80);
    expect(screen.getByLabelText('Donation Type')).toHaveValue('zakat');
  });
});

describe('/donate', () => {
  it('links the Zakat Calculator', async () => {
    await open('/donate');
    const aside = screen.getByRole('complementary', { name: 'About your gift' });
    expect(within(aside).getByRole('link', { name: 'Zakat Calculator' })).toHaveAttribute('href', '/zakat');
  });
});
