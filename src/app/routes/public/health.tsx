// A small status page for whoever hosts the demo: version, backend mode and storage driver.
import { PageHeader } from '@/components/page/page-header';
import { env } from '@/config/env';
import { getRuntimeStatus } from '@/lib/runtime-status';

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
    </>
  );
}
