// The alert and confirm dialogs of DialogProvider, one request at a time. Loaded lazily by the
// provider: they open only when a page asks, never in the first render.
import { AlertDialog, type AlertTone } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import type { DialogRequest } from './dialog-provider';

/** Default titles give every alert an accessible name when the caller passes none. */
const ALERT_TITLES: Record<AlertTone, string> = { success: 'Success', error: 'Error', info: 'Notice' };

export function DialogHost({ request, onFinish }: { request: DialogRequest | undefined; onFinish: (request: DialogRequest, ok: boolean) => void }) {
  return (
    <>
      {/* key: each request is a fresh dialog, so focus handling runs per request */}
      {request?.kind === 'alert' && (
        <AlertDialog
          key={request.id}
          open
          title={request.options.title ?? ALERT_TITLES[request.options.tone ?? 'info']}
          message={request.message}
          buttonLabel={request.options.buttonLabel}
          tone={request.options.tone}
          onClose={() => onFinish(request, true)}
        />
      )}
      {request?.kind === 'confirm' && (
        <ConfirmDialog
          key={request.id}
          open
          title={request.options.title}
          message={request.message}
          confirmLabel={request.options.confirmLabel}
          cancelLabel={request.options.cancelLabel}
          tone={request.options.tone}
          onConfirm={() => onFinish(request, true)}
          onCancel={() => onFinish(request, false)}
        />
      )}
    </>
  );
}
