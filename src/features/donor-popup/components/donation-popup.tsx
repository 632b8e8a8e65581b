// The donation appeal shown 2 s after the first visit in a tab session. Closing it in any way,
// or following Donate Now, marks it seen for the session. It opens on a timer, not at the user's
// request, so it is a deferred dialog: it waits while another dialog is open (the Thank You
// modal of a quick donor) and opens once that one has closed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { storageKeys } from '@/lib/storage';

export const DONATION_POPUP_DELAY_MS = 2000;

// Out of the page's load: its code is fetched when the timer first opens it.
const DonationDialog = lazy(() => import('./donation-dialog').then((m) => ({ default: m.DonationDialog })));

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
  // Mounted from its first opening on, so closing still runs the dialog's own close.
  const [opened, setOpened] = useState(false);
  const [seenAtStart] = useState(hasSeenPopup);

  useEffect(() => {
    if (seenAtStart) return undefined;
    const timer = window.setTimeout(() => {
      if (hasSeenPopup()) return;
      setOpen(true);
      setOpened(true);
    }, DONATION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seenAtStart]);

  function close() {
    markPopupSeen();
    setOpen(false);
  }

  if (seenAtStart || !opened) return null;
  return (
    <Suspense fallback={null}>
      <DonationDialog open={open} onClose={close} />
    </Suspense>
  );
}
