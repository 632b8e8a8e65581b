// The Settings tab: the settings feature's section, with the signed-in user's role from the auth feature.
import { useSession } from '@/features/auth/utils/use-session';
import { SettingsSection } from '@/features/settings/components/settings-section';

export function SettingsTab() {
  const { canAdminister } = useSession();
  return <SettingsSection canManage={canAdminister} />;
}
