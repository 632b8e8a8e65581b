import { faCircleQuestion, faTriangleExclamation } from '@fortawesome/free-solid-svg-icons';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Icon } from './icon';
import './alert-dialog.css';

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
  const messageId = useId();
  const cancel = () => {
    if (!isPending) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      role="alertdialog"
      size="sm"
      showClose={false}
      closeOnBackdrop={false}
      aria-describedby={messageId}
      className="ui-message-dialog-panel"
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
      <div className="ui-message-dialog">
        <span
          className={`ui-message-dialog__icon ui-message-dialog__icon--${tone === 'danger' ? 'danger' : 'warning'}`}
          aria-hidden="true"
        >
          <Icon name={tone === 'danger' ? faTriangleExclamation : faCircleQuestion} />
        </span>
        <div id={messageId} className="ui-message-dialog__text">
          {message}
        </div>
      </div>
    </Dialog>
  );
}
