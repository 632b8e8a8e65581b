// The recent-donor popup of the home and donate pages: shows one recent donor at a time and moves
// to the next every 15 s with a 300 ms animation. With a single donor it hides at each turn and
// comes back 2 s later. It mounts once donors have loaded (lazy-recent-donor-popup.tsx). It never
// covers a field being filled in: it waits while a form field has the focus, and on phones it sits
// above the bottom bar (CSS).
import { faHandHoldingHeart, faXmark } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useModalOpen } from '@/components/ui/open-modals';
import { formatMoney } from '@/lib/format';
import type { LatestDonation } from '@/types/api/donations';
import { donorPopupQueries } from '../api/donor-popup-queries';
import { useFieldFocused } from '../utils/use-field-focused';
import './donor-popup.css';

export const DONOR_POPUP_INTERVAL_MS = 15000;
export const DONOR_POPUP_ANIMATION_MS = 300;
export const DONOR_POPUP_RESHOW_MS = 2000;

type Phase = 'shown' | 'leaving' | 'hidden';

function donorName(donation: LatestDonation): string {
  return donation.donor_name.trim() || 'Anonymous';
}

export function RecentDonorPopup() {
  const { data } = useQuery(donorPopupQueries.latest());
  const donors = Array.isArray(data) ? data : [];
  const count = donors.length;
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('shown');
  const [closed, setClosed] = useState(false);
  // While a modal is open the rest of the page is out of reach, this popup included.
  const modalOpen = useModalOpen();
  const typing = useFieldFocused();

  useEffect(() => {
    if (closed || count === 0) return undefined;
    const timeouts: number[] = [];
    const interval = window.setInterval(() => {
      setPhase('leaving');
      if (count > 1) {
        timeouts.push(
          window.setTimeout(() => {
            setIndex((i) => (i + 1) % count);
            setPhase('shown');
          }, DONOR_POPUP_ANIMATION_MS),
        );
      } else {
        timeouts.push(window.setTimeout(() => setPhase('hidden'), DONOR_POPUP_ANIMATION_MS));
        timeouts.push(window.setTimeout(() => setPhase('shown'), DONOR_POPUP_RESHOW_MS));
      }
    }, DONOR_POPUP_INTERVAL_MS);
    return () => {
      window.clearInterval(interval);
      timeouts.forEach((id) => window.clearTimeout(id));
    };
  }, [closed, count]);

  if (closed || count === 0) return null;
  const donor = donors[index % count];
  const visible = phase !== 'hidden' && !typing;
  const name = donorName(donor);
  return (
    <aside className="donor-popup" aria-label="Recent donors" aria-hidden={modalOpen || undefined} inert={modalOpen}>
      <div role="status" aria-live="polite" aria-atomic="true" className="donor-popup__live">
        {visible && (
          <div key={index % count} className={`donor-popup__card${phase === 'leaving' ? ' is-leaving' : ''}`}>
            <span className="donor-popup__icon" aria-hidden="true">
              <Icon name={faHandHoldingHeart} />
            </span>
            <p className="donor-popup__text">
              <strong className="donor-popup__name">{name}</strong>
              {donor.donor_country ? <span className="donor-popup__country"> from {donor.donor_country}</span> : null}
              <span className="donor-popup__amount">
                {' '}
                just donated <strong>{formatMoney(donor.amount)}</strong>
              </span>
            </p>
          </div>
        )}
      </div>
      {visible && (
        <button
          type="button"
          className={`donor-popup__close${phase === 'leaving' ? ' is-leaving' : ''}`}
          aria-label="Close"
          onClick={() => setClosed(true)}
        >
          <Icon name={faXmark} />
        </button>
      )}
    </aside>
  );
}
