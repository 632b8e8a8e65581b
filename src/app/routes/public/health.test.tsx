// /health with a real backend (VITE_API_BASE_URL) says what stays in the browser: the blog posts
// and categories the spec keeps in localStorage. The page alone, so nothing calls that backend.
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderRoutes, screen, within } from '@/testing/test-utils';
import { Component } from './health';

// The build's setting, changed for one test at a time.
const settings = env as { API_BASE_URL: string };
const original = settings.API_BASE_URL;
afterEach(() => {
  settings.API_BASE_URL = original;
});

const statusTable = () => {
  renderRoutes([{ path: '/health', Component }], '/health');
  return screen.findByRole('table', { name: 'Status' });
};

describe('the health page', () => {
  it('says, with a real backend, that posts and categories stay in this browser', async () => {
    settings.API_BASE_URL = 'http://127.0.0.1:4000';
    const table = await statusTable();
    expect(within(table).getByRole('row', { name: /^API\b/ })).toHaveTextContent('http://127.0.0.1:4000');
    expect(within(table).getByRole('row', { name: /^Kept in this browser\b/ })).toHaveTextContent(
      'Blog posts and categories: the specification keeps them in localStorage (events, categories), so they stay in this browser and never reach the API',
    );
  });

  it('says nothing of it when the API is the in-browser one', async () => {
    settings.API_BASE_URL = '';
    const table = await statusTable();
    expect(within(table).queryByRole('rowheader', { name: 'Kept in this browser' })).not.toBeInTheDocument();
  });
});
