import { faCircleCheck, faCircleExclamation, faCircleInfo } from '@fortawesome/free-solid-svg-icons';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Icon } from './icon';
import './alert-dialog.css';

export type AlertTone = 'success' | 'error' | 'info';

export type AlertDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  buttonLabel?: string;
  onClose: () => void;
  tone?: AlertTone;
};

const TONE_ICONS = { success: faCircleCheck, error: faCircleExclamation, info: faCircleInfo } as const;

/** A message the user acknowledges with one button (replaces window.alert). */
export function AlertDialog({ open, title, message, buttonLabel = 'OK', onClose, tone = 'info' }: AlertDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      showClose={false}
      aria-describedby={messageId}
      className="ui-message-dialog-panel"
      footer={
        <Button variant={tone === 'error' ? 'danger' : 'primary'} onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      }
    >
      <div className="ui-message-dialog">
        <span className={`ui-message-dialog__icon ui-message-dialog__icon--${tone}`} aria-hidden="true">
          <Icon name={TONE_ICONS[tone]} />
        </span>
        <div id={messageId} className="ui-message-dialog__text">
          {message}
        </div>
      </div>
    </Dialog>
  );
}
