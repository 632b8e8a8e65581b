import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import { DEMO_FORMAT, DEMO_MESSAGES } from '@/types/api/demo';
import { answerDialog, renderSection, startAdminSession } from '@/testing/admin-section-utils';
import { blobText, captureDownloads } from '@/testing/downloads';
import { getDb } from '@/testing/test-db';
import { renderApp, screen, waitFor } from '@/testing/test-utils';
import { reloadPage } from '../utils/reload-page';
import { DemoPanel } from './demo-panel';

vi.mock('../utils/reload-page', () => ({ reloadPage: vi.fn() }));

function pickImportFile(text: string, name = 'demo.json') {
  fireEvent.change(screen.getByLabelText('Import File'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });
}

async function renderPanel() {
  await startAdminSession();
  const utils = renderSection(<DemoPanel canManage />);
  await screen.findByRole('heading', { name: 'Demo Data' });
  return utils;
}

/** The panel, and the text of the file its Export Data button downloads. */
async function renderPanelAndExport() {
  const files = captureDownloads();
  const utils = await renderPanel();
  await utils.user.click(screen.getByRole('button', { name: 'Export Data' }));
  await waitFor(() => expect(files).toHaveLength(1));
  return { ...utils, exported: await blobText(files[0].blob) };
}

describe('DemoPanel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(reloadPage).mockClear();
  });

  it('exports the whole demo data as a .json file named and stamped by the clock', async () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 2, 1, 9, 0)));
    const files = captureDownloads();
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('hope-foundation-demo-data-2031-03-01.json');
    const doc = JSON.parse(await blobText(files[0].blob)) as { format: string; exportedAt: string; collections: { donations: unknown[] } };
    expect(doc.format).toBe(DEMO_FORMAT);
    expect(doc.exportedAt.slice(0, 16)).toBe('2031-03-01T09:00');
    expect(doc.collections.donations).toHaveLength(100);
    expect(await screen.findByText('Demo data exported.')).toBeInTheDocument();
  });

  it('refuses a file that is not JSON and changes nothing', async () => {
    const { user } = await renderPanel();
    await getDb().donations.remove(1);
    pickImportFile('{ this is not json', 'broken.json');
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText(DEMO_MESSAGES.notJson)).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(99);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a JSON file that is not a demo export", async () => {
    const { user } = await renderPanel();
    pickImportFile(JSON.stringify({ hello: 'world' }));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText(DEMO_MESSAGES.wrongFormat)).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(100);
  });

  it('asks for a file before importing', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Choose a .json file exported from this demo.')).toBeInTheDocument();
  });

  it('imports an exported file back, then reloads', async () => {
    const { user, exported } = await renderPanelAndExport();

    await getDb().donations.remove(1);
    await getDb().donations.remove(2);
    pickImportFile(exported);
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText(DEMO_MESSAGES.imported)).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(100);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it("imports nothing when this page's storage cannot take the file's events: 507, both parts as they were", async () => {
    const { user, exported } = await renderPanelAndExport();
    await getDb().donations.remove(1);
    const events = localStorage.getItem('events');
    // A full localStorage, as the browser refuses it.
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === localStorage && key === 'events' && value !== events) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    pickImportFile(exported.replace('"Back to School Drive 2026"', '"Back to School Drive 2026 (imported)"'));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText(DEMO_MESSAGES.storageFull)).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(99);
    expect(localStorage.getItem('events')).toBe(events);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("puts this page's part back when the backend refuses the file", async () => {
    const { user, exported: text } = await renderPanelAndExport();
    const exported = JSON.parse(text) as { version: number; local: { events: { title: string }[] } };
    const before = localStorage.getItem('events');
    exported.local.events[0].title = 'Never stored';
    exported.version = 999;
    pickImportFile(JSON.stringify(exported));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText(/Nothing was changed\./)).toBeInTheDocument();
    expect(localStorage.getItem('events')).toBe(before);
  });

  it('resets to the seed after confirmation, then reloads', async () => {
    const { user } = await renderPanel();
    await getDb().donations.remove(1);
    await user.click(screen.getByRole('button', { name: 'Reset Demo Data' }));
    await answerDialog(user, /Reset all demo data to the seed\?/, 'Reset');
    expect(await screen.findByText(DEMO_MESSAGES.reset)).toBeInTheDocument();
    expect(await getDb().donations.all()).toHaveLength(100);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('switches the scenario, then reloads', async () => {
    const { user } = await renderPanel();
    await user.selectOptions(screen.getByLabelText('Scenario'), 'empty');
    expect(screen.getByText('No records at all.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Scenario' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sessionStorage.getItem('mockScenario')).toBe('empty');
  });
});

describe('/health demo data', () => {
  it('asks visitors to sign in', async () => {
    renderApp('/health');
    expect(await screen.findByText(/Sign in to manage demo data\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demo Data' })).toBeNull();
  });

  it('shows the demo panel to a signed-in admin', async () => {
    await startAdminSession();
    renderApp('/health');
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });
});
