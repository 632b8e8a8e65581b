// The services page grid.
import type { Service } from '@/types/api/services';
import { ServiceCard } from './service-card';
import './services.css';

export function ServicesGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid grid--3">
      {services.map((service, index) => (
        <li key={`${service.id}-${service.title}`}>
          <ServiceCard service={service} lazy={index > 2} />
        </li>
      ))}
    </ul>
  );
}
