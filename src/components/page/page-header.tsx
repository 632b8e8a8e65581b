// The title band at the top of every inner public page.
import { Link } from 'react-router-dom';
import { assetUrl } from '@/config/env';
import './page-header.css';

export function PageHeader({ title, crumb }: { title: string; crumb?: string }) {
  return (
    <section className="page-header" style={{ backgroundImage: `url(${assetUrl('/images/page-header.jpg')})` }}>
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
