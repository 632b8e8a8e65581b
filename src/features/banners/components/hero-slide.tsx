// One hero banner: image, sub-heading, heading, description and buttons, aligned as the banner says.
import { Link } from 'react-router-dom';
import { assetUrl } from '@/config/env';
import { paths } from '@/config/paths';
import type { Banner } from '@/types/api/banners';

export type HeroContent = Pick<
  Banner,
  'title' | 'sub_heading' | 'description' | 'image_url' | 'button_text' | 'link_url' | 'text_alignment'
>;

function BannerLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) {
    return (
      <Link className="btn btn-primary btn-lg" to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className="btn btn-primary btn-lg" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function HeroSlide({ banner, active = true, headingLevel = 1 }: { banner: HeroContent; active?: boolean; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hasOwnButton = Boolean(banner.button_text && banner.link_url);
  return (
    <div
      className={`hero-slide hero-slide--${banner.text_alignment}${active ? ' is-active' : ''}`}
      aria-hidden={!active}
      inert={!active}
    >
      <img className="hero-slide__image" src={assetUrl(banner.image_url)} alt="" width={1600} height={700} />
      <div className="hero-slide__overlay" />
      <div className="container hero-slide__content">
        {banner.sub_heading && <p className="hero-slide__sub">{banner.sub_heading}</p>}
        <Heading className="hero-slide__title">{banner.title}</Heading>
        {banner.description && <p className="hero-slide__text">{banner.description}</p>}
        <div className="hero-slide__actions">
          {hasOwnButton ? (
            <BannerLink href={banner.link_url}>{banner.button_text}</BannerLink>
          ) : (
            <>
              <Link className="btn btn-primary btn-lg" to={paths.donate.getHref()}>
                Donate Now
              </Link>
              <Link className="btn btn-outline-light btn-lg" to={paths.volunteer.getHref()}>
                Become A Volunteer
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
