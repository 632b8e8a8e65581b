// The recent-donor popup's code loads only once there is something to show: its query runs here
// (the popup reads the same cached answer), and a page with no donors or a failed load never
// fetches the popup.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import { donorPopupQueries } from '../api/donor-popup-queries';

const RecentDonorPopup = lazyChunk('recent-donor-popup', () => import('./recent-donor-popup').then((m) => m.RecentDonorPopup));

export function LazyRecentDonorPopup() {
  const { data, error } = useQuery(donorPopupQueries.latest());
  useEffect(() => {
    // Spec: a failed load is logged and no popup shows.
    if (error) console.warn('Failed to load recent donations; the donor popup stays hidden.', error);
  }, [error]);
  return Array.isArray(data) && data.length > 0 ? (
    <Suspense fallback={null}>
      <RecentDonorPopup />
    </Suspense>
  ) : null;
}
