// The one layout of every short message dialog (alerts, confirmations, the success messages of the
// donation, the volunteer application, the contact form and the sign-in): a large centred icon,
// the text that describes the dialog, anything it adds below, and its buttons centred.
import { useId, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { Icon, type IconDefinition } from './icon';
import './message-dialog.css';

export type MessageTone = 'success' | 'error' | 'danger' | 'warning' | 'info';

export type MessageDialogProps = Pick<DialogProps, 'open' | 'onClose' | 'title' | 'role' | 'showClose' | 'closeOnBackdrop' | 'footer'> & {
  tone: MessageTone;
  icon: IconDefinition;
  /** The text that describes the dialog (its accessible description). */
  children: ReactNode;
  /** Shown below the text, outside the description (a summary, a receipt's download). */
  extra?: ReactNode;
};

export function MessageDialog({ tone, icon, children, extra, ...dialog }: MessageDialogProps) {
  const textId = useId();
  return (
    <Dialog {...dialog} size="sm" aria-describedby={textId} className="ui-message-dialog-panel">
      <div className="ui-message-dialog">
        <span className={`ui-message-dialog__icon ui-message-dialog__icon--${tone}`} aria-hidden="true">
          <Icon name={icon} />
        </span>
        <div id={textId} className="ui-message-dialog__text">
          {children}
        </div>
        {extra}
      </div>
    </Dialog>
  );
}
