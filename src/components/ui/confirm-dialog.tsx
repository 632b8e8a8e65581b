import { faCircleQuestion, faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import { Button } from './button';
import { MessageDialog } from './message-dialog';

/** 'danger' for destructive actions (red confirm button), 'default' otherwise. */
export type ConfirmTone = 'default' | 'danger';

export type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmTone;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: confirm shows a spinner, nothing can be pressed twice. */
  isPending?: boolean;
};

/** Asks the user to confirm an action (replaces window.confirm). Cancel takes focus first. */
export function ConfirmDialog({
  open,
  title = 'Please Confirm',
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  onCancel,
  isPending = false,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!isPending) onCancel();
  };
  return (
    <MessageDialog
      open={open}
      onClose={cancel}
      title={title}
      role="alertdialog"
      showClose={false}
      closeOnBackdrop={false}
      tone={tone === 'danger' ? 'danger' : 'warning'}
      icon={tone === 'danger' ? faTriangleExclamation : faCircleQuestion}
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isPending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </MessageDialog>
  );
}
