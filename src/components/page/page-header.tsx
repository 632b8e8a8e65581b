// The title band at the top of every inner public page.
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import './page-header.css';

/**
 * The backdrop covers the band (page-header.css): as wide as the screen, or, on narrow screens,
 * as wide as the band's height (about 220 px) needs at the image's 4:1.
 */
const BACKDROP_SIZES = 'max(100vw, 900px)';

export function PageHeader({ title, crumb }: { title: string; crumb?: string }) {
  return (
    <section className="page-header">
      <ResponsiveImage className="page-header__image" path="/images/page-header.jpg" sizes={BACKDROP_SIZES} alt="" width={1600} height={400} />
      <div className="container page-header__inner">
        <h1 className="page-header__title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="page-header__crumbs">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
