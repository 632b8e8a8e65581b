// Renders a route of the real app (router + providers) for route tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import { storageKeys } from '@/lib/storage';

export function renderApp(url = '/') {
  return renderRoutes(routes, url);
}

/** Renders `routeList` at `url` inside the app's providers, with a fresh query client and user-event. */
export function renderRoutes(routeList: RouteObject[], url: string) {
  const router = createMemoryRouter(routeList, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient, user };
}

/** Signs in through the real login endpoint and stores the session as the app does. */
export async function signInAsAdmin(username = 'admin', password = 'admin123'): Promise<string> {
  const { request } = await import('@/lib/api-client');
  const data = await request<{ token: string; user: unknown }>('/api/admin/login', {
    method: 'POST',
    body: { username, password },
    fallbackMessage: 'Login failed',
  });
  localStorage.setItem(storageKeys.adminToken, data.token);
  localStorage.setItem(storageKeys.adminUser, JSON.stringify(data.user));
  localStorage.setItem(storageKeys.isAdminLoggedIn, 'true');
  return data.token;
}

export * from '@testing-library/react';
