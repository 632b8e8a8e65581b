// Delete and toggle of one record: ask first, run the mutation, then say how it went in a dialog.
import { useConfirm, useAlert } from '@/components/ui/dialog-provider';

/** A mutation that acts on one record by id (what the API hooks' useMutation gives). */
export type IdMutation<R> = {
  mutateAsync: (id: number) => Promise<R>;
  isPending: boolean;
  variables: number | undefined;
};

export type DeleteTexts<T> = {
  deleteConfirm: (record: T) => string;
  deleted: string;
  /** Title of the success alert; the alert's default otherwise. */
  deletedTitle?: string;
  deleteFailed: string;
};

export type ToggleTexts<T> = {
  toggleConfirm: (record: T) => string;
  activated: string;
  deactivated: string;
  toggleFailed: string;
};

type Identified = { id: number };
type Toggleable = Identified & { is_active: boolean };

export function useDeleteRecord<T extends Identified>(mutation: IdMutation<unknown>, texts: DeleteTexts<T>) {
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  return async (record: T) => {
    if (!(await askConfirm(texts.deleteConfirm(record), { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await mutation.mutateAsync(record.id);
      await showAlert(texts.deleted, { tone: 'success', title: texts.deletedTitle });
    } catch (error) {
      console.warn(texts.deleteFailed, error);
      await showAlert(texts.deleteFailed, { tone: 'error' });
    }
  };
}

export function useToggleRecord<T extends Toggleable>(mutation: IdMutation<{ is_active?: boolean } | undefined>, texts: ToggleTexts<T>) {
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  return async (record: T) => {
    const activate = !record.is_active;
    if (!(await askConfirm(texts.toggleConfirm(record), { confirmLabel: activate ? 'Activate' : 'Deactivate' }))) return;
    try {
      const updated = await mutation.mutateAsync(record.id);
      // The server's answer wins; without one, the flip that was asked for.
      const nowActive = typeof updated?.is_active === 'boolean' ? updated.is_active : activate;
      await showAlert(nowActive ? texts.activated : texts.deactivated, { tone: 'success' });
    } catch (error) {
      console.warn(texts.toggleFailed, error);
      await showAlert(texts.toggleFailed, { tone: 'error' });
    }
  };
}

/** The id of the record a pending delete or toggle acts on, to disable its row's buttons. */
export function busyIdOf(...mutations: (IdMutation<unknown> | undefined)[]): number | undefined {
  return mutations.find((m) => m?.isPending)?.variables;
}
