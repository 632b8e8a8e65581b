import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '../utils/use-session';

/** The admin area needs a stored token; without one the user goes to the sign-in page. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
