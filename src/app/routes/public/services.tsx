import { PageHeader } from '@/components/page/page-header';

export function Component() {
  return <PageHeader title="Our Services" />;
}
