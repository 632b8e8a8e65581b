// /banner-preview/:id: one banner rendered exactly as the home hero shows it (opened in a new tab
// from the admin banner list). Inactive banners can be previewed too.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { bannerQueries } from '@/features/banners/api/banner-queries';
import { HeroSlide } from '@/features/banners/components/hero-slide';
import './banner-preview.css';

function parseBannerId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function BannerPreview({ id }: { id: number }) {
  const query = useQuery(bannerQueries.detail(id));
  if (query.isPending) return <Spinner block label="Loading banner..." showLabel />;
  if (query.isError) return <NotFound message={query.error.message} />;
  const banner = query.data;
  return (
    <>
      <title>{`Preview: ${banner.title} | Hope Foundation`}</title>
      <p className="banner-preview__note" role="note">
        Banner preview{banner.is_active ? '' : ' (inactive: not shown on the home page)'}
      </p>
      <section className="hero" aria-label="Banner preview">
        <HeroSlide banner={banner} />
      </section>
    </>
  );
}

function NotFound({ message = 'Banner not found' }: { message?: string }) {
  return (
    <div className="container section">
      <h1 className="visually-hidden">Banner Preview</h1>
      <EmptyState
        message={message}
        action={
          <ButtonLink to={paths.adminDashboard.getHref('banner')} variant="outline">
            Back to banners
          </ButtonLink>
        }
      />
    </div>
  );
}

export function Component() {
  const id = parseBannerId(useParams().id);
  return id === null ? <NotFound /> : <BannerPreview id={id} />;
}
