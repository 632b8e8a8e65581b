// Admin: site settings in tabs (Theme, Logos, Email, Zakat), and the demo's own tools in a last tab
// of their own (Demo Data), out of the way of the settings; a tab's data loads when it is first
// selected. Saving takes the admin role: anyone else sees the settings with the forms disabled and
// the reason above them.
import { faDatabase, faEnvelope, faHandHoldingDollar, faImage, faPalette, type IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { AdminSection } from '@/components/resource/admin-section';
import { Icon } from '@/components/ui/icon';
import { DemoPanel } from './demo-panel';
import { EmailSettingsPanel } from './email-settings-panel';
import { LogoSettingsPanel } from './logo-settings-panel';
import { ThemeSettingsPanel } from './theme-settings-panel';
import { ZakatSettingsPanel } from './zakat-settings-panel';
import './settings.css';

type TabId = 'theme' | 'logos' | 'email' | 'zakat' | 'demo';
const TABS: ReadonlyArray<{ id: TabId; label: string; icon: IconDefinition }> = [
  { id: 'theme', label: 'Theme', icon: faPalette },
  { id: 'logos', label: 'Logos', icon: faImage },
  { id: 'email', label: 'Email', icon: faEnvelope },
  { id: 'zakat', label: 'Zakat', icon: faHandHoldingDollar },
  { id: 'demo', label: 'Demo Data', icon: faDatabase },
];

export function SettingsSection({ canManage }: { canManage: boolean }) {
  const baseId = useId();
  const [active, setActive] = useState<TabId>('theme');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const id = TABS[next].id;
    setActive(id);
    tabRefs.current[id]?.focus();
  };

  return (
    <AdminSection title="Settings" intro="Theme colours, logos, e-mail notifications and the zakat calculator's gold and silver prices.">
      <div className="settings-card">
        <div role="tablist" aria-label="Settings" className="settings-tabs">
          {TABS.map((tab) => (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={active === tab.id ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={active === tab.id ? 0 : -1}
              className="settings-tabs__tab"
              onClick={() => setActive(tab.id)}
              onKeyDown={onKeyDown}
            >
              <Icon name={tab.icon} />
              {tab.label}
            </button>
          ))}
        </div>
        {/* Only the selected panel is mounted, so each tab loads its data when selected. */}
        <div role="tabpanel" id={`${baseId}-panel-${active}`} aria-labelledby={`${baseId}-tab-${active}`} className="settings-panel" tabIndex={0}>
          {active === 'theme' && <ThemeSettingsPanel canManage={canManage} />}
          {active === 'logos' && <LogoSettingsPanel canManage={canManage} />}
          {active === 'email' && <EmailSettingsPanel canManage={canManage} />}
          {active === 'zakat' && <ZakatSettingsPanel canManage={canManage} />}
          {active === 'demo' && <DemoPanel canManage={canManage} />}
        </div>
      </div>
    </AdminSection>
  );
}
