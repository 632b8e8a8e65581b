// Services: every active service, or the six built-in ones when the load fails or answers nothing.
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { ListStates } from '@/components/ui/list-states';
import { usePublicServices } from '@/features/services/api/use-public-services';
import { ServicesGrid } from '@/features/services/components/services-grid';
import { SupportBand } from './support-band';

export function Component() {
  const { services, isPending } = usePublicServices();
  return (
    <>
      <PageHeader title="Our Services" />
      <PageSection
        id="services-title"
        eyebrow="What We Do"
        title="Help That Reaches Every Family"
        text="Our programmes meet urgent needs today and build lasting independence for tomorrow. Each one is run by local teams who know their communities."
      >
        <ListStates
          pending={isPending}
          loadingLabel="Loading services..."
          showLabel
          empty={!services.length}
          emptyMessage="No services available right now."
        >
          <ServicesGrid services={services} />
        </ListStates>
      </PageSection>
      <SupportBand />
    </>
  );
}
