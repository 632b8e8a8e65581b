import { faCircleCheck, faCircleExclamation, faCircleInfo } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import { Button } from './button';
import { MessageDialog } from './message-dialog';

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
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      showClose={false}
      tone={tone}
      icon={TONE_ICONS[tone]}
      footer={
        <Button variant={tone === 'error' ? 'danger' : 'primary'} onClick={onClose} data-autofocus>
          {buttonLabel}
        </Button>
      }
    >
      {message}
    </MessageDialog>
  );
}
