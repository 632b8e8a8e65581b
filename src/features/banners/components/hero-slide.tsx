// One hero banner: image, sub-heading, heading, description and buttons, aligned as the banner says.
// Reused by the admin banner preview: place it inside an element with the class "hero" (or render
// <HeroBanner banners={[banner]} />) to get the full-size hero frame.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { safeHref } from '@/lib/safe-href';
import type { Banner } from '@/types/api/banners';
import './hero-banner.css';

export type HeroContent = Pick<Banner, 'title' | 'sub_heading' | 'description' | 'image_url' | 'button_text' | 'link_url' | 'text_alignment'>;

function BannerLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) {
    return (
      <Link className="btn btn-secondary btn-lg" to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className="btn btn-secondary btn-lg" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The image covers the hero (hero-banner.css): as wide as the screen, or as wide as the hero's
 * height (clamp(420px, 70vh, 680px)) needs at the image's 16:7, whichever is wider, as on phones.
 */
const HERO_IMAGE_SIZES = 'max(100vw, clamp(960px, 160vh, 1554px))';

/**
 * The screens whose hero box is at most 4:5 (UPRIGHT_ASPECT), so that the cover shows no more than
 * the image's upright middle: 100vw wide, at least clamp(420px, 70vh, 680px) tall. At most 14:25
 * covers the 70vh case, at most 544 px wide the 680 px cap; below 600 px tall (the 420 px floor)
 * 14:25 already means under 336 px wide.
 */
const HERO_UPRIGHT_MEDIA = '(max-aspect-ratio: 14/25) and (max-width: 544px)';

type HeroSlideProps = {
  banner: HeroContent;
  active?: boolean;
  headingLevel?: 1 | 2;
  /** The first slide's image is the page's largest paint: fetch it first, the others lazily. */
  priority?: boolean;
  /** False leaves the image out for now (a hidden slide before the hero has mounted). */
  withImage?: boolean;
};

export function HeroSlide({ banner, active = true, headingLevel = 1, priority = true, withImage = true }: HeroSlideProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const buttonText = (banner.button_text ?? '').trim();
  // A refused link shows the default buttons, as a banner without a link does.
  const buttonLink = safeHref(banner.link_url);
  const hasOwnButton = Boolean(buttonText && buttonLink);
  const imagePath = safeHref(banner.image_url, { image: true });
  const alignment = ['left', 'center', 'right'].includes(banner.text_alignment) ? banner.text_alignment : 'center';
  return (
    <div className={`hero-slide hero-slide--${alignment}${active ? ' is-active' : ''}`} aria-hidden={!active} inert={!active}>
      {imagePath && withImage ? (
        <ResponsiveImage
          className="hero-slide__image"
          path={imagePath}
          sizes={HERO_IMAGE_SIZES}
          upright={HERO_UPRIGHT_MEDIA}
          alt=""
          width={1600}
          height={700}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : null}
      <div className="hero-slide__overlay" />
      <div className="container hero-slide__content">
        {banner.sub_heading && <p className="hero-slide__sub">{banner.sub_heading}</p>}
        <Heading className="hero-slide__title">{banner.title}</Heading>
        {banner.description && <p className="hero-slide__text">{banner.description}</p>}
        <div className="hero-slide__actions">
          {hasOwnButton ? (
            <BannerLink href={buttonLink}>{buttonText}</BannerLink>
          ) : (
            <>
              <Link className="btn btn-secondary btn-lg" to={paths.donate.getHref()}>
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
