// Renders a Font Awesome icon definition as inline SVG. Font Awesome's own runtime
// (fontawesome-svg-core) would add ~30 KB gzip to every page for the same markup.
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import type { SVGProps } from 'react';

export type { IconDefinition };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  name: IconDefinition;
  /** Text alternative; without it the icon is decorative (aria-hidden). */
  label?: string;
};

export function Icon({ name, label, className, ...rest }: IconProps) {
  const [width, height, , , path] = name.icon;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      className={['ui-icon', 'svg-inline--fa', className].filter(Boolean).join(' ')}
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {Array.isArray(path) ? path.map((d) => <path key={d} d={d} />) : <path d={path} />}
    </svg>
  );
}
