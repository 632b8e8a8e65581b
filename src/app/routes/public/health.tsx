// A small status page for whoever hosts the demo or tests it: version, backend mode, storage
// driver and the QA switches on in this tab.
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { QaSwitches } from '@/components/page/qa-switches';
import { StatusTable } from '@/components/page/status-table';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/utils/use-session';
import { DemoPanel } from '@/features/settings/components/demo-panel';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { storageKeys } from '@/lib/storage';
import './health.css';

/** With a real backend, what still stays in the browser: the spec keeps posts and categories in localStorage. */
export const BROWSER_ONLY_DATA = `Blog posts and categories: the specification keeps them in localStorage (${storageKeys.events}, ${storageKeys.categories}), so they stay in this browser and never reach the API`;

/** The demo-data panel calls admin endpoints, so it is offered to signed-in admins only. */
function HealthDemoData() {
  const { isSignedIn, canAdminister } = useSession();
  if (isSignedIn) return <DemoPanel headingLevel={2} canManage={canAdminister} showSwitches={false} />;
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
        <StatusTable
          caption="Status"
          rows={[
            { label: 'Status', value: 'OK' },
            { label: 'App version', value: env.APP_VERSION },
            { label: 'Base path', value: env.BASE_URL },
            { label: 'Mock backend', value: status.mocks ? `on (scenario: ${status.scenario})` : 'off' },
            ...(status.host ? [{ label: 'Backend runs in', value: status.host === 'page' ? 'this page' : 'a service worker' }] : []),
            { label: 'API', value: env.API_BASE_URL || `${env.BASE_URL}api on this site` },
            ...(env.API_BASE_URL ? [{ label: 'Kept in this browser', value: BROWSER_ONLY_DATA }] : []),
            { label: 'Storage driver', value: status.driver },
            { label: 'Data persists across reloads', value: status.persistent ? 'yes' : 'no' },
          ]}
        />
        <p className="health-links">
          <Link to={paths.developers.getHref()}>API reference</Link>
        </p>
        {status.mocks ? (
          <div className="health-switches">
            <QaSwitches />
          </div>
        ) : null}
      </section>
      <div className="container health-demo">
        <HealthDemoData />
      </div>
    </>
  );
}
