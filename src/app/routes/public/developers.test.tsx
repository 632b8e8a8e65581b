import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl, appUrl } from '@/config/env';
import { fixtureDocument } from '@/features/api-reference/utils/openapi-fixture';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import { storageKeys } from '@/lib/storage';
import { renderApp, screen, signInAsAdmin, waitFor, within } from '@/testing/test-utils';

function serveDocument(document: object = fixtureDocument()) {
  server.use(http.get(appUrl('/openapi.json'), () => HttpResponse.json(document)));
}

const operation = (name: string) => screen.findByRole('region', { name });

/** Opens every schema disclosure of an operation (their trees are drawn only when open). */
async function openSchemas(region: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
  for (const summary of within(region).getAllByText(/^Schema( \([^)]+\))?:/)) await user.click(summary);
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

describe('API reference page', () => {
  it('lists every operation under one heading per tag, with summary, auth, parameters and schemas', async () => {
    serveDocument();
    const { user } = renderApp('/developers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Admin accounts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Uploads' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'GET /api/services',
      'POST /api/services',
      'DELETE /api/services/{id}',
      'GET /api/admin',
      'GET /uploads/{file}',
    ]);

    const list = await operation('GET /api/services');
    expect(within(list).getByText('List the active services')).toBeInTheDocument();
    expect(within(list).getByText('None: public.')).toBeInTheDocument();
    // The envelope's data opens to the Service schema's properties, once its disclosure is open.
    expect(within(list).queryByText('array of Service')).toBeNull();
    await openSchemas(list, user);
    expect(within(list).getByText('array of Service')).toBeInTheDocument();
    expect(within(list).getAllByText('created_at')[0]).toBeInTheDocument();
    expect(within(list).getByRole('heading', { level: 5, name: '500 Server error' })).toBeInTheDocument();

    const remove = await operation('DELETE /api/services/{id}');
    expect(within(remove).getByText('Bearer token of a signed-in admin.')).toBeInTheDocument();
    expect(within(remove).getByRole('heading', { level: 4, name: 'Parameters' })).toBeInTheDocument();
    expect(within(remove).getByText('in path')).toBeInTheDocument();

    const create = await operation('POST /api/services');
    expect(within(create).getByRole('heading', { level: 5, name: 'multipart/form-data' })).toBeInTheDocument();
    await openSchemas(create, user);
    expect(within(create).getByText('at most 60 characters; pattern ^[a-z0-9][a-z0-9 -]*$; default "fa-hands-helping"')).toBeInTheDocument();

    const admins = await operation('GET /api/admin');
    expect(within(admins).getByText(/administrators only/)).toBeInTheDocument();
  });

  it('Try it sends the example request and shows the status and the JSON answer', async () => {
    serveDocument();
    const { user } = renderApp('/developers');
    const list = await operation('GET /api/services');
    await user.click(within(list).getByRole('button', { name: 'Try it' }));
    const answer = within(list).getByRole('status');
    expect(await within(answer).findByText('Status 200', { exact: false })).toBeInTheDocument();
    expect(answer).toHaveTextContent('"success": true');
    expect(answer).toHaveTextContent("Children's Education");
  });

  it('sends no token when signed out (401), and the admin token when signed in', async () => {
    serveDocument();
    const { user } = renderApp('/developers');
    const remove = await operation('DELETE /api/services/{id}');
    expect(within(remove).getByRole('link', { name: 'Sign in as an admin' })).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Try it' }));
    expect(await within(remove).findByText('Status 401', { exact: false })).toBeInTheDocument();

    await signInAsAdmin();
    await user.click(within(remove).getByRole('button', { name: 'Try it' }));
    expect(await within(remove).findByText('Status 200', { exact: false })).toBeInTheDocument();
    expect(within(remove).getByRole('status')).toHaveTextContent('"id": 2');
  });

  it("refreshes the site's data after a write, not after a read", async () => {
    await signInAsAdmin();
    serveDocument();
    const { user, queryClient } = renderApp('/developers');
    queryClient.setQueryData(['services', 'public'], []);
    const list = await operation('GET /api/services');
    await user.click(within(list).getByRole('button', { name: 'Try it' }));
    await within(list).findByText('Status 200', { exact: false });
    expect(queryClient.getQueryState(['services', 'public'])?.isInvalidated).toBe(false);

    const remove = await operation('DELETE /api/services/{id}');
    await user.click(within(remove).getByRole('button', { name: 'Try it' }));
    await within(remove).findByText('Status 200', { exact: false });
    await waitFor(() => expect(queryClient.getQueryState(['services', 'public'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['openapi'])?.isInvalidated).toBe(false);
  });

  it('Try it on a multipart upload attaches a PNG the backend accepts', async () => {
    await signInAsAdmin();
    serveDocument();
    const { user } = renderApp('/developers');
    const create = await operation('POST /api/services');
    await user.click(within(create).getByRole('button', { name: 'Try it' }));
    expect(await within(create).findByText('Status 201', { exact: false })).toBeInTheDocument();
    expect(within(create).getByRole('status')).toHaveTextContent('"title": "Clean Water"');
    expect(within(create).getByRole('status')).toHaveTextContent(/"image_url": "\/uploads\/[^"]+\.png"/);
  });

  it('disables Try it while the request is pending', async () => {
    let release = () => {};
    server.use(http.get(apiUrl('/api/services'), () => new Promise<Response>((resolve) => {
      release = () => resolve(HttpResponse.json({ success: true, data: [] }));
    })));
    serveDocument();
    const { user } = renderApp('/developers');
    const list = await operation('GET /api/services');
    const button = within(list).getByRole('button', { name: 'Try it' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(within(list).getByRole('status')).toHaveTextContent('Sending the request...');
    release();
    expect(await within(list).findByText('Status 200', { exact: false })).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('shows the loading state, then the error with a retry that loads the document', async () => {
    let calls = 0;
    server.use(
      http.get(appUrl('/openapi.json'), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('missing', { status: 404 }) : HttpResponse.json(fixtureDocument());
      }),
    );
    const { user } = renderApp('/developers');
    expect(await screen.findByText('Loading the API reference...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the API document')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
  });

  it('refuses a JSON file that is not an OpenAPI document', async () => {
    serveDocument({ success: true, data: [] });
    renderApp('/developers');
    expect(await screen.findByText('Failed to load the API document')).toBeInTheDocument();
  });

  describe('the Try it note', () => {
    const initial = getRuntimeStatus();
    afterEach(() => setRuntimeStatus(initial));

    it('on the demo backend: Try it changes the demo data and ?reset=1 restores it', async () => {
      setRuntimeStatus({ ...initial, mocks: true });
      serveDocument();
      renderApp('/developers');
      const note = await screen.findByText(/changes the demo data/);
      expect(note).toHaveTextContent('Open any page with ?reset=1 to restore the seed data');
      expect(within(note).getByRole('link', { name: 'reset and reload this page' })).toHaveAttribute('href', '/developers?reset=1');
    });

    it('on a real backend: no word of demo data', async () => {
      setRuntimeStatus({ ...initial, mocks: false });
      serveDocument();
      renderApp('/developers');
      expect(await screen.findByText(/requests that write change its data/)).toBeInTheDocument();
      expect(screen.queryByText(/demo data/)).toBeNull();
    });
  });

  it('is linked from /health and not from the public navigation', async () => {
    serveDocument();
    const { user, router } = renderApp('/health');
    await user.click(await screen.findByRole('link', { name: 'API reference' }));
    expect(router.state.location.pathname).toBe('/developers');
    expect(await screen.findByRole('heading', { level: 1, name: 'API Reference' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: /api|developers/i })).toBeNull();
  });
});
