import { faBars, faBell, faMagnifyingGlass, faXmark } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { SearchInput } from '@/components/ui/search-input';
import { today } from '@/lib/clock';
import { formatLongDate, isoDay } from '@/lib/format-date';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useId, useState, type Ref } from 'react';
import { UserMenu } from './user-menu';

/** Spec §1: the notification badge is a static placeholder. */
export const NOTIFICATION_COUNT = 3;

type AdminTopbarProps = {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  username: string;
  onLogout: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
};

/** The dashboard's top header: sidebar toggle, search (does nothing), today's date, badge, user menu. */
export function AdminTopbar({ sidebarId, sidebarOpen, onToggleSidebar, username, onLogout, toggleRef }: AdminTopbarProps) {
  const [search, setSearch] = useState('');
  const [date] = useState(today);
  const phone = useMediaQuery(PHONE_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const showSearch = !phone || searchOpen;
  return (
    <header className="admin-topbar">
      <button
        ref={toggleRef}
        type="button"
        className="admin-topbar__toggle"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <Icon name={faBars} />
      </button>
      {phone ? (
        <button
          type="button"
          className="admin-topbar__search-toggle"
          aria-label={searchOpen ? 'Close search' : 'Search'}
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          <Icon name={searchOpen ? faXmark : faMagnifyingGlass} />
        </button>
      ) : null}
      {/* Spec: the search box does nothing. */}
      {showSearch ? (
        <form method="post" id={searchId} role="search" className="admin-topbar__search" onSubmit={(event) => event.preventDefault()}>
          {/* Opened from its button on a phone: the field takes the focus at once. */}
          <SearchInput label="Search" placeholder="Search..." value={search} onChange={setSearch} autoFocus={phone} />
        </form>
      ) : null}
      <time className="admin-topbar__date" dateTime={isoDay(date)}>
        {formatLongDate(date)}
      </time>
      <button type="button" className="admin-topbar__notifications" aria-label={`Notifications (${NOTIFICATION_COUNT})`}>
        <Icon name={faBell} />
        <span className="admin-topbar__badge" aria-hidden="true">
          {NOTIFICATION_COUNT}
        </span>
      </button>
      <UserMenu username={username} onLogout={onLogout} />
    </header>
  );
}
