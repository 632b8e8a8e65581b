// Services: every active service, or the six built-in ones when the load fails or answers nothing.
import { PageHeader } from '@/components/page/page-header';
import { SectionHeading } from '@/components/page/section-heading';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { usePublicServices } from '@/features/services/api/use-public-services';
import { ServicesGrid } from '@/features/services/components/services-grid';
import { SupportBand } from './support-band';

export function Component() {
  const { services, isPending } = usePublicServices();
  return (
    <>
      <PageHeader title="Our Services" />
      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <SectionHeading
            id="services-title"
            eyebrow="What We Do"
            title="Help That Reaches Every Family"
            text="Our programmes meet urgent needs today and build lasting independence for tomorrow. Each one is run by local teams who know their communities."
          />
          {isPending ? (
            <Spinner block showLabel label="Loading services..." />
          ) : services.length ? (
            <ServicesGrid services={services} />
          ) : (
            <EmptyState message="No services available right now." />
          )}
        </div>
      </section>
      <SupportBand />
    </>
  );
}
