// The admin error screen, its own chunk: the admin shell stays out of the public pages' first load.
import { useSession } from '@/features/auth/utils/use-session';
import { AdminLayout } from '../layouts/admin/admin-layout';
import { RouteErrorContent } from './route-error-content';

/** The admin shell for a signed-in user; without a session there is no sidebar to show. */
export function AdminErrorScreen() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <main className="route-error-page">
        <RouteErrorContent admin />
      </main>
    );
  }
  return (
    <AdminLayout activeTab={null}>
      <RouteErrorContent admin />
    </AdminLayout>
  );
}
