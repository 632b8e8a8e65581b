// The admin sidebar is built from the list of tabs it is given: the admin's own (ADMIN_TABS), or
// those plus a resource's tab that exists only in this test ("sponsors", the registry's fixture in
// mocks/resources/registry.test.ts), which then links to its section like any other.
import { faHandshake } from '@fortawesome/free-solid-svg-icons';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminNavItems } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';

function renderSidebar(items?: Parameters<typeof AdminSidebar>[0]['items'], activeTab: string | null = null) {
  render(
    <MemoryRouter>
      <AdminSidebar id="sidebar" open overlay={false} activeTab={activeTab} items={items} onClose={() => {}} onNavigate={() => {}} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Admin' }));
}

describe('the admin sidebar', () => {
  it("lists the spec's sections in its order, from the admin's tabs", () => {
    const nav = renderSidebar();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(Object.values(ADMIN_TABS).map((tab) => tab.label));
    expect(nav.getByRole('link', { name: 'Banner' })).toHaveAttribute('href', '/admin/dashboard?tab=banner');
  });

  it("links a resource's tab added to the list, after the others, and marks it current", () => {
    const nav = renderSidebar(adminNavItems({ ...ADMIN_TABS, sponsors: { label: 'Sponsors', icon: faHandshake } }), 'sponsors');
    const links = nav.getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('Sponsors');
    expect(links.at(-1)).toHaveAttribute('href', '/admin/dashboard?tab=sponsors');
    expect(links.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(links).toHaveLength(Object.keys(ADMIN_TABS).length + 1);
  });
});
