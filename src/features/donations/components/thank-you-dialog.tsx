import { faCircleCheck } from '@fortawesome/free-solid-svg-icons';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { DONATION_MESSAGES } from '@/types/api/donations';

/** Spec: the Thank You modal after a successful donation, closed with Continue. */
export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Thank You!"
      size="sm"
      aria-describedby={textId}
      className="ui-message-dialog-panel"
      footer={
        <Button onClick={onClose} data-autofocus>
          Continue
        </Button>
      }
    >
      <div className="ui-message-dialog">
        <span className="ui-message-dialog__icon ui-message-dialog__icon--success" aria-hidden="true">
          <Icon name={faCircleCheck} />
        </span>
        <p id={textId} className="ui-message-dialog__text">
          {DONATION_MESSAGES.thankYou}
        </p>
      </div>
    </Dialog>
  );
}
