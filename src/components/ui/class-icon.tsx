// The icon for a Font Awesome class name typed by an admin ('fa-hands-helping'). The class-name
// registry (~100 icons) is fetched on first use so pages that show services don't wait for it.
import { faHandshakeAngle } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useState } from 'react';
import { Icon, type IconDefinition, type IconProps } from './icon';

type Registry = typeof import('./icon-registry');
let registry: Registry | null = null;
let loading: Promise<Registry> | null = null;

function loadRegistry(): Promise<Registry> {
  loading ??= import('./icon-registry').then((module) => (registry = module));
  return loading;
}

export function ClassIcon({ iconClass, ...rest }: Omit<IconProps, 'name'> & { iconClass: string | null | undefined }) {
  const [icon, setIcon] = useState<IconDefinition>(() => registry?.iconFromClass(iconClass) ?? faHandshakeAngle);
  useEffect(() => {
    let active = true;
    void loadRegistry().then((loaded) => {
      if (active) setIcon(loaded.iconFromClass(iconClass));
    });
    return () => {
      active = false;
    };
  }, [iconClass]);
  return <Icon name={icon} data-icon-class={iconClass ?? ''} {...rest} />;
}
