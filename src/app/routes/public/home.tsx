import { useQuery } from '@tanstack/react-query';
import { bannerQueries } from '@/features/banners/api/banner-queries';
import { HeroBanner } from '@/features/banners/components/hero-banner';
import { Spinner } from '@/components/ui/spinner';

export function Component() {
  const banners = useQuery(bannerQueries.public());
  if (banners.isPending) return <Spinner label="Loading..." />;
  return <HeroBanner banners={banners.data ?? []} />;
}
