// The API reference for developers: reached from /health, not from the public navigation.
import { ApiReference } from '@/features/api-reference/components/api-reference';
import { useSession } from '@/features/auth/utils/use-session';
import { getRuntimeStatus } from '@/lib/runtime-status';

export function Component() {
  const { isSignedIn } = useSession();
  return (
    <>
      <title>API Reference | Hope Foundation</title>
      <h1 className="tools-layout__title">API Reference</h1>
      <ApiReference signedIn={isSignedIn} mockBackend={getRuntimeStatus().mocks} />
    </>
  );
}
