// Services: every active service, or the six built-in ones when the load fails or answers nothing.
import { ListPage } from '@/components/page/list-page';
import { usePublicServices } from '@/features/services/api/use-public-services';
import { ServicesGrid } from '@/features/services/components/services-grid';
import { SupportBand } from './support-band';

export function Component() {
  const { services, isPending } = usePublicServices();
  const list = { pending: isPending, loadingLabel: 'Loading services...', empty: !services.length, emptyMessage: 'No services available right now.' };
  return (
    <>
      <ListPage
        header="Our Services"
        id="services-title"
        eyebrow="What We Do"
        title="Help That Reaches Every Family"
        text="Our programmes meet urgent needs today and build lasting independence for tomorrow. Each one is run by local teams who know their communities."
        list={list}
      >
        <ServicesGrid services={services} />
      </ListPage>
      <SupportBand />
    </>
  );
}
