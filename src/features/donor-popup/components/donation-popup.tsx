// The donation appeal shown 2 s after the first visit in a tab session. Closing it in any way,
// or following Donate Now, marks it seen for the session. It opens on a timer, not at the user's
// request, so it is a deferred dialog: it waits while another dialog is open (the Thank You
// modal of a quick donor) and opens once that one has closed.
import { faHandHoldingHeart, faUsers } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { storageKeys } from '@/lib/storage';
import './donor-popup.css';

export const DONATION_POPUP_DELAY_MS = 2000;

function hasSeenPopup(): boolean {
  try {
    return sessionStorage.getItem(storageKeys.donationPopupSeen) === 'true';
  } catch {
    return false;
  }
}

function markPopupSeen(): void {
  try {
    sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
  } catch {
    // Storage is blocked: the popup may show again on the next visit, nothing worse.
  }
}

export function DonationPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (hasSeenPopup()) return undefined;
    const timer = window.setTimeout(() => {
      if (!hasSeenPopup()) setOpen(true);
    }, DONATION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function close() {
    markPopupSeen();
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      deferred
      title="Make a Difference Today"
      size="md"
      className="donation-popup"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Maybe Later
          </Button>
          <ButtonLink to={paths.donate.getHref()} variant="secondary" icon={faHandHoldingHeart} onClick={close}>
            Donate Now
          </ButtonLink>
        </>
      }
    >
      <img
        className="donation-popup__image"
        src={assetUrl('/images/cta-donate.jpg')}
        alt=""
        width={1200}
        height={800}
      />
      <p className="donation-popup__text">
        Your gift brings food, shelter, education and healthcare to families who need it most. Join the
        supporters who are changing lives every day.
      </p>
      <dl className="donation-popup__stats">
        <div className="donation-popup__stat">
          <Icon name={faUsers} className="donation-popup__stat-icon" />
          <dt>People Helped</dt>
          <dd>10,000+</dd>
        </div>
        <div className="donation-popup__stat">
          <Icon name={faHandHoldingHeart} className="donation-popup__stat-icon" />
          <dt>Donors</dt>
          <dd>5,000+</dd>
        </div>
      </dl>
    </Dialog>
  );
}
