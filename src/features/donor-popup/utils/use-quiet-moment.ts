// Whether the page is quiet enough for the donation appeal to open by itself: no other dialog is
// open, none closed in the last 5 s (a visitor who just dismissed one is acting, not pausing), no
// form field has the focus and no form holds unsent text.
import { useEffect, useState } from 'react';
import { useBlockingModalOpen } from '@/components/ui/open-modals';
import { useFieldFocused } from './use-field-focused';
import { useUnsentInput } from './use-unsent-input';

export const QUIET_AFTER_DIALOG_MS = 5000;

export function useQuietMoment(): boolean {
  const modalOpen = useBlockingModalOpen();
  const typing = useFieldFocused();
  const unsent = useUnsentInput();
  // Each closing restarts the 5 s: `closings` counts them, `settled` is the last one waited out.
  const [wasOpen, setWasOpen] = useState(modalOpen);
  const [closings, setClosings] = useState(0);
  const [settled, setSettled] = useState(0);
  if (wasOpen !== modalOpen) {
    setWasOpen(modalOpen);
    if (!modalOpen) setClosings(closings + 1);
  }
  useEffect(() => {
    if (closings === 0) return undefined;
    const timer = window.setTimeout(() => setSettled(closings), QUIET_AFTER_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [closings]);
  return !modalOpen && closings === settled && !typing && !unsent;
}
