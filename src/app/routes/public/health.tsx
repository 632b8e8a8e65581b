// A small status page for whoever hosts the demo: version, backend mode and storage driver.
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/utils/use-session';
import { DemoPanel } from '@/features/settings/components/demo-panel';
import { getRuntimeStatus } from '@/lib/runtime-status';

/** The demo-data panel calls admin endpoints, so it is offered to signed-in admins only. */
function HealthDemoData() {
  const { isSignedIn, canAdminister } = useSession();
  if (isSignedIn) return <DemoPanel headingLevel={2} canManage={canAdminister} />;
  return (
    <p className="health-demo-note">
      Sign in to manage demo data. <Link to={paths.login.getHref()}>Go to the admin sign-in</Link>
    </p>
  );
}

export function Component() {
  const status = getRuntimeStatus();
  return (
    <>
      <PageHeader title="System Health" crumb="Health" />
      <section className="section container">
        <dl className="health-list">
          <dt>Status</dt>
          <dd>OK</dd>
          <dt>App version</dt>
          <dd>{env.APP_VERSION}</dd>
          <dt>Base path</dt>
          <dd>{env.BASE_URL}</dd>
          <dt>Mock backend</dt>
          <dd>{status.mocks ? `on (scenario: ${status.scenario})` : 'off'}</dd>
          <dt>Storage driver</dt>
          <dd>{status.driver}</dd>
          <dt>Data persists across reloads</dt>
          <dd>{status.persistent ? 'yes' : 'no'}</dd>
        </dl>
      </section>
      <div className="container health-demo">
        <HealthDemoData />
      </div>
    </>
  );
}
