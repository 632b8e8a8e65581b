// One service: image, icon badge, title and description, and a link on where the service has a page.
import { Link } from 'react-router-dom';
import { ClassIcon } from '@/components/ui/class-icon';
import { serviceLink } from '@/content/services';
import { safeImageSrc } from '@/lib/safe-href';
import { DEFAULT_ICON_CLASS } from '@/types/api/plain-values';
import type { Service } from '@/types/api/services';
import './services.css';

type ServiceCardProps = {
  service: Pick<Service, 'title' | 'description' | 'image_url' | 'icon_class'>;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their image lazily. */
  lazy?: boolean;
};

export function ServiceCard({ service, headingLevel = 3, lazy = true }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const imageSrc = safeImageSrc(service.image_url);
  const link = serviceLink(service.title);
  return (
    <article className="card service-card">
      <div className="service-card__media">
        {imageSrc ? <img src={imageSrc} alt="" width={800} height={533} loading={lazy ? 'lazy' : undefined} decoding="async" /> : null}
        <span className="icon-disc service-card__icon">
          <ClassIcon iconClass={service.icon_class || DEFAULT_ICON_CLASS} />
        </span>
      </div>
      <div className="card__body service-card__body">
        <Heading className="card__title">{service.title}</Heading>
        <p className="service-card__text">{service.description}</p>
        {link && (
          <Link to={link.href} className="service-card__link">
            {link.label}
          </Link>
        )}
      </div>
    </article>
  );
}
