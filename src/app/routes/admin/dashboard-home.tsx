// The dashboard's home tab: welcome, profile card, the spec's static placeholder figures, and
// beside them real figures combined from the donations, volunteers and contact query factories,
// then the donation reports (dashboard-reports.tsx).
import { EmailText } from '@/components/ui/email-text';
import {
  faComment,
  faCrown,
  faEnvelope,
  faEye,
  faHandHoldingDollar,
  faHeart,
  faNewspaper,
  faUserClock,
  faUsers,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminTabId } from '@/app/layouts/admin/admin-nav';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import { StatCard, type StatCardProps } from '@/components/ui/stat-card';
import { assetUrl } from '@/config/env';
import { contactQueries } from '@/features/contact/api/contact-queries';
import { donationQueries } from '@/features/donations/api/donation-queries';
import { useSession } from '@/features/auth/utils/use-session';
import { volunteerQueries } from '@/features/volunteers/api/volunteer-queries';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format';
import type { AdminDonation } from '@/types/api/donations';
import { DashboardReports } from './dashboard-reports';
import './dashboard-home.css';

/** Spec §1/§9: static placeholders, not real data. */
export const POST_VIEW_STATS = [
  { label: 'Views', value: '2,345', icon: faEye },
  { label: 'Comments', value: '156', icon: faComment },
  { label: 'Per Post', value: '245', icon: faNewspaper },
] as const;

const PROFILE_STATS = [
  { label: 'Posts', value: '24' },
  { label: 'Campaigns', value: '8' },
  { label: 'Years', value: '5' },
] as const;

const RECENT_ACTIVITY: ReadonlyArray<{ icon: IconDefinition; text: string; time: string }> = [
  { icon: faHandHoldingDollar, text: 'New donation received for the Education Fund', time: '2 hours ago' },
  { icon: faUsers, text: 'A volunteer application was submitted', time: '5 hours ago' },
  { icon: faEnvelope, text: 'New message from the contact form', time: 'Yesterday' },
  { icon: faNewspaper, text: 'Blog post "Clean Water for Every Village" published', time: '2 days ago' },
  { icon: faHeart, text: 'Monthly donors thanked by e-mail', time: '3 days ago' },
];

/** A figure from a query: a dash while loading is replaced by the value, or 'Unavailable'. */
function figure<T>(query: { isPending: boolean; isError: boolean; data: T | undefined }, format: (data: T) => string): string {
  if (query.isPending) return '…';
  if (query.isError || query.data === undefined) return 'Unavailable';
  return format(query.data);
}

function RealFigures() {
  const donations = useQuery(donationQueries.admin());
  const volunteers = useQuery(volunteerQueries.admin());
  const contacts = useQuery(contactQueries.admin());
  const busy = donations.isPending || volunteers.isPending || contacts.isPending;

  const total = (list: AdminDonation[]) => formatMoney(list.reduce((sum, d) => sum + (Number.isFinite(d.amount) ? d.amount : 0), 0));
  const count = (n: number) => n.toLocaleString('en-US');
  const glance: GlanceFigureProps[] = [
    { tab: 'donations', label: 'Total Donated', window: 'all time', value: figure(donations, total), icon: faHandHoldingDollar, tone: 'primary' },
    { tab: 'donations', label: 'Donors', window: 'all time', value: figure(donations, (list) => count(list.length)), icon: faUsers, tone: 'success' },
    {
      tab: 'volunteers',
      label: 'Pending Volunteers',
      value: figure(volunteers, (list) => count(list.filter((v) => v.status === 'pending').length)),
      icon: faUserClock,
      tone: 'warning',
    },
    {
      tab: 'contacts',
      label: 'New Messages',
      value: figure(contacts, (list) => count(list.filter((c) => c.status === 'new').length)),
      icon: faEnvelope,
      tone: 'info',
    },
  ];

  return (
    <Panel titleId="dashboard-live-title" title="At a Glance" busy={busy}>
      <div className="dashboard-home__figures dashboard-home__figures--glance">
        {glance.map((item) => (
          <GlanceFigure key={item.label} {...item} />
        ))}
      </div>
    </Panel>
  );
}

export function DashboardHome() {
  // Asked for during render, before the figures below ask (in their effects) for the whole lists:
  // the mock backend answers in request order, so the small report is not queued behind 10,000 rows.
  usePrefetchQuery(donationQueries.report());
  const { user } = useSession();
  const username = user?.username ?? 'Admin';
  const isAdminRole = user?.role === 'admin';

  return (
    <div className="dashboard-home">
      <section className="dashboard-home__welcome" aria-labelledby="dashboard-welcome-title">
        <h2 id="dashboard-welcome-title">Welcome back, {username}!</h2>
        <p>Here is what is happening at Hope Foundation today. Use the sidebar to manage posts, donations, volunteers and more.</p>
      </section>

      <RealFigures />

      <div className="dashboard-home__grid">
        <section className="dashboard-home__panel dashboard-home__profile" aria-labelledby="dashboard-profile-title">
          <h3 id="dashboard-profile-title" className="visually-hidden">
            Profile
          </h3>
          <img className="dashboard-home__avatar" src={assetUrl('/images/avatar-admin.svg')} alt="" width={96} height={96} />
          <p className="dashboard-home__name">
            {username}
            {isAdminRole && <Icon name={faCrown} label="Admin role" className="dashboard-home__crown" />}
          </p>
          {user?.email && (
            <p className="dashboard-home__email">
              <EmailText email={user.email} />
            </p>
          )}
          <p className="dashboard-home__role">{user?.role ?? 'admin'}</p>
          {user?.created_at && <p className="dashboard-home__since">Member since {formatDate(user.created_at)}</p>}
          <dl className="dashboard-home__profile-stats">
            {PROFILE_STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="dashboard-home__main">
          <Panel titleId="dashboard-posts-title" title="Post Views">
            <div className="dashboard-home__figures dashboard-home__figures--three">
              {POST_VIEW_STATS.map((stat) => (
                <StatCard key={stat.label} label={stat.label} value={stat.value} icon={stat.icon} tone="secondary" />
              ))}
            </div>
          </Panel>

          <Panel titleId="dashboard-activity-title" title="Recent Activity">
            <ul className="dashboard-home__activity">
              {RECENT_ACTIVITY.map((item) => (
                <li key={item.text}>
                  <span className="dashboard-home__activity-icon" aria-hidden="true">
                    <Icon name={item.icon} />
                  </span>
                  <span className="dashboard-home__activity-text">{item.text}</span>
                  <span className="dashboard-home__activity-time">{item.time}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>

      <DashboardReports />
    </div>
  );
}

/** A figure of "At a Glance" that opens the section it counts. */
type GlanceFigureProps = StatCardProps & { tab: AdminTabId; label: string };

function GlanceFigure({ tab, ...card }: GlanceFigureProps) {
  return (
    <Link to={paths.adminDashboard.getHref(tab)} className="dashboard-home__figure-link">
      <StatCard {...card} />
    </Link>
  );
}

/** A titled panel of the dashboard home. */
function Panel({ titleId, title, busy, children }: { titleId: string; title: string; busy?: boolean; children: ReactNode }) {
  return (
    <section className="dashboard-home__panel" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h3 id={titleId} className="dashboard-home__panel-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
