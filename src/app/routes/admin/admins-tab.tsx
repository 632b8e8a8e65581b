// The Admin tab: the admins feature's section, with the signed-in user's role and session from the auth feature.
import { AdminsSection } from '@/features/admins/components/admins-section';
import { saveSession } from '@/features/auth/utils/session';
import { useSession } from '@/features/auth/utils/use-session';

export function AdminsTab() {
  const { canAdminister } = useSession();
  return <AdminsSection canManage={canAdminister} onSessionRenewed={saveSession} />;
}
