import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import { answerDialog, fillIn, findMessageDialog, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { blobText, captureDownloads, type SavedFile } from '@/testing/downloads';
import { getDb } from '@/testing/test-db';
import { screen, waitFor, within } from '@/testing/test-utils';
import { VolunteersSection } from './volunteers-section';

const fail500 = () => HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });

function rowOf(name: string): HTMLElement {
  const cell = screen.getByRole('rowheader', { name: new RegExp(name) });
  return cell.closest('tr') as HTMLElement;
}

function statValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: '.ui-stat-card__label' }).parentElement?.querySelector('.ui-stat-card__value')?.textContent;
}

async function renderVolunteers() {
  await startAdminSession();
  const utils = renderSection(<VolunteersSection />);
  await screen.findByRole('rowheader', { name: /Aisha Khan/ });
  return utils;
}

describe('VolunteersSection', () => {
  it('lists the applications with stat cards and the spec columns', async () => {
    await renderVolunteers();
    const all = await getDb().volunteers.all();
    const approved = all.filter((v) => v.status === 'approved').length;
    expect(screen.getByRole('heading', { level: 2, name: 'Volunteers' })).toBeInTheDocument();
    expect(statValue('Total Applications')).toBe(String(all.length));
    expect(statValue('Approved')).toBe(String(approved));
    expect(statValue('Pending')).toBe(String(all.length - approved));

    const table = screen.getByRole('table');
    for (const header of ['Volunteer', 'Contact', 'Skills & Interests', 'Availability', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const aisha = rowOf('Aisha Khan');
    expect(within(aisha).getByText('Primary school teacher')).toBeInTheDocument();
    expect(within(aisha).getByText('aisha.khan@example.com')).toBeInTheDocument();
    expect(within(aisha).getByText('Teaching, Urdu translation')).toBeInTheDocument();
    expect(within(aisha).getByText('6 hours/week')).toBeInTheDocument();
    expect(within(aisha).getByText('Approved')).toBeInTheDocument();
    // Approve only for pending applications.
    expect(within(aisha).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('Fatima Zahra')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('filters by status and searches first name, last name and email without regard to case', async () => {
    const { user } = await renderVolunteers();
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('rowheader', { name: /Aisha Khan/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /Fatima Zahra/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(screen.getByRole('rowheader', { name: /Aisha Khan/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Fatima Zahra/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const search = screen.getByRole('searchbox', { name: 'Search volunteers' });
    await fillIn(user, search, 'OKAFOR');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Aisha Khan/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /Daniel Okafor/ })).toBeInTheDocument();

    await fillIn(user, search, 'MEI.LIN@');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByRole('rowheader', { name: /Mei Lin/ })).toBeInTheDocument();

    await fillIn(user, search, 'nobody-at-all');
    expect(await screen.findByText('No volunteers match your filters.')).toBeInTheDocument();
  });

  it('approves a pending volunteer: the list refetches and the status is stored', async () => {
    const { user } = await renderVolunteers();
    await user.click(within(rowOf('Fatima Zahra')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(rowOf('Fatima Zahra')).getByText('Approved')).toBeInTheDocument());
    expect(within(rowOf('Fatima Zahra')).queryByRole('button', { name: 'Approve' })).toBeNull();
    const stored = await getDb().volunteers.find((v) => v.email === 'fatima.zahra@example.com');
    expect(stored?.status).toBe('approved');
  });

  it('approves from the details modal, which then clears', async () => {
    const { user } = await renderVolunteers();
    await user.click(within(rowOf('Daniel Okafor')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volunteer Details' });
    expect(within(dialog).getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Previous Experience' })).toBeInTheDocument();
    expect(within(dialog).getByText('Organised three charity runs at university.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Volunteer Details' })).toBeNull());
    await waitFor(() => expect(within(rowOf('Daniel Okafor')).getByText('Approved')).toBeInTheDocument());
  });

  it('shows the spec text when approving fails', async () => {
    server.use(http.patch(apiUrl('/api/volunteers/:id/status'), fail500));
    const { user } = await renderVolunteers();
    await user.click(within(rowOf('Fatima Zahra')).getByRole('button', { name: 'Approve' }));
    await answerDialog(user, 'Failed to approve volunteer. Please try again.', 'OK');
    expect(within(rowOf('Fatima Zahra')).getByText('Pending')).toBeInTheDocument();
  });

  it('deletes after the confirmation, and keeps the row when cancelled', async () => {
    const { user } = await renderVolunteers();
    await user.click(within(rowOf('Mei Lin')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this volunteer?', 'Cancel');
    expect(rowOf('Mei Lin')).toBeInTheDocument();

    await user.click(within(rowOf('Mei Lin')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this volunteer?', 'Delete');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Mei Lin/ })).toBeNull());
    expect(await getDb().volunteers.find((v) => v.email === 'mei.lin@example.com')).toBeUndefined();
  });

  it('shows the spec text when deleting fails', async () => {
    server.use(http.delete(apiUrl('/api/volunteers/:id'), fail500));
    const { user } = await renderVolunteers();
    await user.click(within(rowOf('Mei Lin')).getByRole('button', { name: 'Delete' }));
    await answerDialog(user, 'Are you sure you want to delete this volunteer?', 'Delete');
    expect(await findMessageDialog('Failed to delete volunteer. Please try again.')).toBeInTheDocument();
    expect(rowOf('Mei Lin')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    server.use(http.get(apiUrl('/api/volunteers/admin'), fail500));
    await startAdminSession();
    renderSection(<VolunteersSection />);
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('Download PDF', () => {
    let files: SavedFile[] = [];
    beforeEach(() => {
      files = captureDownloads();
    });

    it('downloads a PDF named after the volunteer, also for one without skills or experience', async () => {
      const { user } = await renderVolunteers();
      await user.click(within(rowOf('Aisha Khan')).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(files[0].name).toBe('Aisha_Khan_Application.pdf');

      await user.click(within(rowOf('Yusuf')).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(files).toHaveLength(2));
      expect(files[1].name).toBe('Yusuf_Application.pdf');

      for (const { blob } of files) {
        expect(blob.type).toBe('application/pdf');
        expect(await blobText(blob.slice(0, 5))).toBe('%PDF-');
      }
    });
  });
});
