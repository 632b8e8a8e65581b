// The success message after a form is sent (Thank You, Application Received, Message Sent): the
// message dialog's layout with the success icon and one Continue button.
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import { Button } from './button';
import { MessageDialog } from './message-dialog';

export type SuccessDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The spec's text. */
  children: ReactNode;
  /** Shown below the text (what was given, a receipt's download). */
  extra?: ReactNode;
};

export function SuccessDialog({ open, onClose, title, children, extra }: SuccessDialogProps) {
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={title}
      tone="success"
      icon={faCircleCheck}
      extra={extra}
      footer={
        <Button onClick={onClose} data-autofocus>
          Continue
        </Button>
      }
    >
      {children}
    </MessageDialog>
  );
}
