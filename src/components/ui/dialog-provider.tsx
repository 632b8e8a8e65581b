import { createContext, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import type { AlertTone } from './alert-dialog';
import type { ConfirmTone } from './confirm-dialog';

const DialogHost = lazyChunk('dialog-host', () => import('./dialog-host').then((m) => m.DialogHost));

export type AlertOptions = { title?: string; buttonLabel?: string; tone?: AlertTone };
export type ConfirmOptions = { title?: string; confirmLabel?: string; cancelLabel?: string; tone?: ConfirmTone };

export type AlertFn = (message: string, options?: AlertOptions) => Promise<void>;
export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

export type DialogRequest =
  | { kind: 'alert'; id: number; message: string; options: AlertOptions; resolve: () => void }
  | { kind: 'confirm'; id: number; message: string; options: ConfirmOptions; resolve: (ok: boolean) => void };

type DialogApi = { alert: AlertFn; confirm: ConfirmFn };

const DialogContext = createContext<DialogApi | null>(null);

/**
 * In-app replacements for window.alert / window.confirm. Requests queue up and show one at a time.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const nextId = useRef(0);

  const alert = useCallback<AlertFn>(
    (message, options = {}) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((q) => [...q, { kind: 'alert', id, message, options, resolve }]);
      }),
    [],
  );

  const confirm = useCallback<ConfirmFn>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((q) => [...q, { kind: 'confirm', id, message, options, resolve }]);
      }),
    [],
  );

  const api = useMemo(() => ({ alert, confirm }), [alert, confirm]);
  const current = queue[0];

  const finish = (request: DialogRequest, ok: boolean) => {
    setQueue((q) => q.filter((r) => r.id !== request.id));
    if (request.kind === 'alert') request.resolve();
    else request.resolve(ok);
  };

  return (
    <DialogContext value={api}>
      {children}
      {/* Out of the page's load: the host's code is fetched when a page first asks for a dialog. */}
      {current ? (
        <Suspense fallback={null}>
          <DialogHost request={current} onFinish={finish} />
        </Suspense>
      ) : null}
    </DialogContext>
  );
}

function useDialogApi(hook: string): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error(`${hook} must be used inside <DialogProvider>`);
  return api;
}

/** `await showAlert('Banner updated successfully!', { tone: 'success' })` */
export function useAlert(): AlertFn {
  return useDialogApi('useAlert').alert;
}

/** `if (await askConfirm('Are you sure you want to delete this image?', { tone: 'danger' })) ...` */
export function useConfirm(): ConfirmFn {
  return useDialogApi('useConfirm').confirm;
}
