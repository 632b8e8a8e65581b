// When the PDF library cannot load (offline, a new deploy), a receipt says so instead of failing silently.
import { describe, expect, it, vi } from 'vitest';
import { findMessageDialog, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { screen, within } from '@/testing/test-utils';
import { RECEIPT_FAILED } from '../utils/receipt';
import { DonationsSection } from './donations-section';
import { ThankYouDialog } from './thank-you-dialog';

vi.mock('@/lib/pdf', async (original) => ({
  ...(await original<typeof import('@/lib/pdf')>()),
  downloadPdf: vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
}));

describe('a receipt whose PDF cannot be made', () => {
  it('tells the admin, for a row and for the bulk action', async () => {
    await startAdminSession();
    const { user } = renderSection(<DonationsSection />);
    const row = (await screen.findByRole('rowheader', { name: /Ibrahim Yilmaz/ })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Download Receipt' }));
    const alert = await findMessageDialog(RECEIPT_FAILED);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Select row' }));
    await user.click(screen.getByRole('button', { name: 'Download Receipts' }));
    expect(await findMessageDialog(RECEIPT_FAILED)).toBeInTheDocument();
  });

  it('tells the donor in the Thank You modal, which stays open', async () => {
    const gift = {
      id: 31,
      donor_name: 'Amina Khan',
      donor_email: 'amina@example.com',
      amount: 25,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: 'donation' as const,
      campaign: 'general',
      frequency: 'one-time' as const,
      is_anonymous: false,
      card_last4: '4242',
      card_name: 'A KHAN',
      status: 'Completed',
      created_at: '2026-03-14T10:30:00.000Z',
    };
    const { user } = renderSection(<ThankYouDialog open donation={gift} onClose={() => {}} />);
    const thanks = screen.getByRole('dialog', { name: 'Thank You!' });
    await user.click(within(thanks).getByRole('button', { name: 'Download Receipt' }));
    expect(await within(thanks).findByRole('alert')).toHaveTextContent(RECEIPT_FAILED);
  });
});
