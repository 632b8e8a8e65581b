// The icon for a Font Awesome class name typed by an admin ('fa-hands-helping'). Each icon's module
// is fetched on first use (icon-registry.ts), so a page loads only the icons it shows; until then
// the fallback icon holds its place. The built-in services' icons come with the registry.
import { useEffect, useState } from 'react';
import { Icon, type IconDefinition, type IconProps } from './icon';
import { FALLBACK_ICON, iconKeyFromClass, loadedIcon, loadIcon } from './icon-registry';

export function ClassIcon({ iconClass, ...rest }: Omit<IconProps, 'name'> & { iconClass: string | null | undefined }) {
  const key = iconKeyFromClass(iconClass);
  const [shown, setShown] = useState<{ key: string; icon: IconDefinition } | null>(null);
  useEffect(() => {
    // Bundled or loaded before: drawn already, nothing to wait for.
    if (loadedIcon(key)) return undefined;
    let active = true;
    void loadIcon(key).then((icon) => {
      if (active) setShown({ key, icon });
    });
    return () => {
      active = false;
    };
  }, [key]);
  const icon = (shown?.key === key ? shown.icon : loadedIcon(key)) ?? FALLBACK_ICON;
  return <Icon name={icon} data-icon-class={iconClass ?? ''} {...rest} />;
}
