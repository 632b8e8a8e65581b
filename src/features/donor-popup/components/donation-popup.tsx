// The donation appeal shown 2 s after the first visit in a tab session, at the first quiet moment
// from then on (use-quiet-moment.ts: no dialog open or just closed, no field focused, no unsent
// text). Closing it in any way, or following Donate Now, marks it seen for the session. It opens
// on a timer, not at the user's request, so it is also a deferred dialog: it steps aside for any
// dialog opened over it.
import { Suspense, useEffect, useState } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import { storageKeys } from '@/lib/storage';
import { useQuietMoment } from '../utils/use-quiet-moment';

export const DONATION_POPUP_DELAY_MS = 2000;

// Out of the page's load: its code is fetched when the timer first opens it.
const DonationDialog = lazyChunk('donation-dialog', () => import('./donation-dialog').then((m) => m.DonationDialog));

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

/** Watches the page from the start (a dialog closed before the 2 s still counts) and opens the popup once it is due and the page is quiet. */
function OpenWhenQuiet({ due, onOpen }: { due: boolean; onOpen: () => void }) {
  const quiet = useQuietMoment();
  useEffect(() => {
    if (due && quiet && !hasSeenPopup()) onOpen();
  }, [due, quiet, onOpen]);
  return null;
}

export function DonationPopup() {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so closing still runs the dialog's own close.
  const [opened, setOpened] = useState(false);
  const [due, setDue] = useState(false);
  const [seenAtStart] = useState(hasSeenPopup);

  useEffect(() => {
    if (seenAtStart) return undefined;
    const timer = window.setTimeout(() => setDue(true), DONATION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seenAtStart]);

  function openPopup() {
    setOpen(true);
    setOpened(true);
  }

  function close() {
    markPopupSeen();
    setOpen(false);
  }

  if (seenAtStart) return null;
  if (!opened) return <OpenWhenQuiet due={due} onOpen={openPopup} />;
  return (
    <Suspense fallback={null}>
      <DonationDialog open={open} onClose={close} />
    </Suspense>
  );
}
