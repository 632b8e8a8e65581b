// The cases every admin section built on the resource kit shares (banners, services, gallery), run
// once per resource with its own spec texts; each resource's test file keeps its own cases and
// writes them with the form steps of admin-section-utils.
import { http, type HttpResponseResolver } from 'msw';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';
import {
  answerDialog,
  fail500,
  fillForm,
  findMessageDialog,
  openForm,
  renderReady,
  renderSection,
  startAdminSession,
  submitForm,
  submitInvalid,
  type User,
} from './admin-section-utils';
import { getDb } from './test-db';
import { screen, waitFor, within } from './test-utils';

/** An image resource's stored collection ('banners'): the registry's name of it. */
type Collection = string;

/** A confirmation answered with `button`, then the outcome alert answered with OK. */
interface ConfirmedAction {
  title: string;
  confirm: string;
  done: string;
}

export interface ResourceSectionCases {
  collection: Collection;
  section: ReactElement;
  /** Waits until the section shows its seed data. */
  ready: () => Promise<unknown>;
  /** The API path of the resource ('/api/banner'). */
  path: string;
  emptyText: string;
  /** The table row or grid card of the item titled `title`. */
  itemOf: (title: string) => HTMLElement;
  deleting: ConfirmedAction & { id: number; gone?: () => void | Promise<void> };
  deleteFailure: { title: string; confirm: string; answer: HttpResponseResolver; message: string };
  /** An empty Add form: every required message at once, the first invalid field focused. */
  emptyForm?: { add: string; save: string; firstInvalid: string; messages: string[]; count: number };
  /** An Edit form that renames the item and sends no new image: the stored image stays. */
  editing?: {
    title: string;
    id: number;
    form: string;
    field: string;
    current: string;
    renamed: string;
    update: string;
    done: string;
    /** Finds the renamed item in the list. */
    shown: () => Promise<HTMLElement>;
    image: string;
  };
  /** A form with typed input asks before closing: Keep editing on the first button, Close on the second. */
  unsavedClose?: { form: string; trigger?: () => HTMLElement; field: string; value: string; buttons: ['Close', 'Cancel'] | ['Cancel', 'Close'] };
  /** The Add form's name, when an untouched form closes at once on Cancel. */
  untouchedClose?: string;
  /** The status toggle: one active item deactivated, then one inactive item activated. */
  toggling?: { deactivate: ConfirmedAction & { id: number }; activate: ConfirmedAction & { id: number }; failure: string };
}

/** The spec's question before a form with unsaved input closes. */
const UNSAVED = 'You have unsaved changes. Are you sure you want to close?';

const table = (collection: Collection) => getDb().collection<{ id: number; image_url?: string; is_active?: boolean }>(collection);
const isActive = async (collection: Collection, id: number) => (await table(collection).get(id))?.is_active;

/** Declares the shared cases inside the caller's describe block. */
export function resourceSectionCases(cases: ResourceSectionCases) {
  const { deleting, deleteFailure, emptyForm, editing, unsavedClose, untouchedClose, toggling } = cases;
  const render = () => renderReady(cases.section, cases.ready);
  const clickIn = (user: User, title: string, button: string) => user.click(within(cases.itemOf(title)).getByRole('button', { name: button }));

  it('shows the empty text', async () => {
    await table(cases.collection).replaceAll([]);
    await startAdminSession();
    renderSection(cases.section);
    expect(await screen.findByText(cases.emptyText)).toBeInTheDocument();
  });

  it('deletes after the confirmation', async () => {
    const { user } = await render();
    await clickIn(user, deleting.title, 'Delete');
    await answerDialog(user, deleting.confirm, 'Delete');
    await answerDialog(user, deleting.done, 'OK');
    await deleting.gone?.();
    expect(await table(cases.collection).get(deleting.id)).toBeUndefined();
  });

  it('shows the spec text when deleting fails', async () => {
    server.use(http.delete(apiUrl(`${cases.path}/:id`), deleteFailure.answer));
    const { user } = await render();
    await clickIn(user, deleteFailure.title, 'Delete');
    await answerDialog(user, deleteFailure.confirm, 'Delete');
    expect(await findMessageDialog(deleteFailure.message)).toBeInTheDocument();
  });

  if (emptyForm) {
    it('shows every failing field at once with the fix-the-errors banner, and the button is not pending', async () => {
      const { user } = await render();
      const dialog = await openForm(user, emptyForm.add);
      await submitInvalid(user, dialog, emptyForm.save, emptyForm.firstInvalid, emptyForm.messages);
      const save = within(dialog).getByRole('button', { name: emptyForm.save });
      expect(save).not.toHaveAttribute('aria-busy');
      expect(save).toBeEnabled();
      expect(await table(cases.collection).all()).toHaveLength(emptyForm.count);
    });
  }

  if (editing) {
    it('edits an item without a new image file; the stored image stays', async () => {
      const { user } = await render();
      const dialog = await openForm(user, editing.form, within(cases.itemOf(editing.title)).getByRole('button', { name: 'Edit' }));
      expect(within(dialog).getByLabelText(editing.field)).toHaveValue(editing.current);
      await fillForm(user, dialog, { [editing.field]: editing.renamed });
      await submitForm(user, dialog, editing.update);
      await answerDialog(user, editing.done, 'OK');
      expect(await editing.shown()).toBeInTheDocument();
      expect((await table(cases.collection).get(editing.id))?.image_url).toBe(editing.image);
    });
  }

  if (unsavedClose) {
    it('asks before closing the form with unsaved input', async () => {
      const { form, field, value, buttons } = unsavedClose;
      const { user } = await render();
      const dialog = await openForm(user, form, unsavedClose.trigger?.());
      await fillForm(user, dialog, { [field]: value });
      await user.click(within(dialog).getByRole('button', { name: buttons[0] }));
      await answerDialog(user, UNSAVED, 'Keep editing');
      expect(within(dialog).getByLabelText(field)).toHaveValue(value);
      await user.click(within(dialog).getByRole('button', { name: buttons[1] }));
      await answerDialog(user, UNSAVED, 'Close');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: form })).toBeNull());
    });
  }

  if (untouchedClose) {
    it('closes an untouched form at once', async () => {
      const { user } = await render();
      const dialog = await openForm(user, untouchedClose);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: untouchedClose })).toBeNull();
    });
  }

  if (toggling) {
    it('toggles the status after a confirmation and reports the outcome', async () => {
      const { deactivate, activate } = toggling;
      const { user } = await render();
      await clickIn(user, deactivate.title, 'Toggle status');
      await answerDialog(user, deactivate.confirm, 'Deactivate');
      await answerDialog(user, deactivate.done, 'OK');
      await waitFor(() => expect(within(cases.itemOf(deactivate.title)).getByText('Inactive')).toBeInTheDocument());
      expect(await isActive(cases.collection, deactivate.id)).toBe(false);

      await clickIn(user, activate.title, 'Toggle status');
      await answerDialog(user, activate.confirm, 'Activate');
      await answerDialog(user, activate.done, 'OK');
      expect(await isActive(cases.collection, activate.id)).toBe(true);
    });

    it('shows the spec text when toggling fails', async () => {
      server.use(http.patch(apiUrl(`${cases.path}/:id/toggle`), fail500));
      const { user } = await render();
      await clickIn(user, toggling.deactivate.title, 'Toggle status');
      await answerDialog(user, /deactivate/, 'Deactivate');
      expect(await findMessageDialog(toggling.failure)).toBeInTheDocument();
      expect(await isActive(cases.collection, toggling.deactivate.id)).toBe(true);
    });
  }
}
