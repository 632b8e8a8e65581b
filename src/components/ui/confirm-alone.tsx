// A confirmation asked before the app has rendered (src/lib/confirm-before-start.ts): the app's own
// ConfirmDialog, in a React root of its own that goes once the question is answered.
import { createRoot } from 'react-dom/client';
import { ConfirmDialog, type ConfirmTone } from './confirm-dialog';

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: ConfirmTone;
}

/** Shows the question; resolves true on confirm, false on cancel (Escape too). */
export function confirmAlone({ title, message, confirmLabel, cancelLabel, tone }: Confirmation): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const answer = (ok: boolean) => {
      root.unmount();
      host.remove();
      resolve(ok);
    };
    root.render(
      <ConfirmDialog
        open
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        tone={tone}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />,
    );
  });
}
