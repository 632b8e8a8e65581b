// The build's first paint (build/prerender.ts builds this file for Node and calls it): each
// static public page rendered by React from the seed, as a first visitor's backend answers it. The
// backend is the app's own (createNodeBackend: the same handlers, in memory), and the app's one
// fetch reaches it directly; no browser is involved.
import { renderStaticPage, type StaticPage } from '@/app/static-page';
import { captureEarlyInput } from '@/lib/early-input/capture';
import { createNodeBackend } from '../mocks/hosts/node/host';

/**
 * Renders `paths` (under the base path, such as '/charity/about') in turn, with one fresh backend
 * whose clock (the app's too) is pinned at `at`, epoch ms: the seed is the one written on that day.
 */
export async function prerenderPages(paths: readonly string[], at: number): Promise<Array<StaticPage & { path: string }>> {
  const backend = await createNodeBackend({ now: new Date(at).toISOString() });
  const origin = 'http://localhost';
  // The app's API client calls fetch with absolute URLs under `origin` (src/config/env.ts).
  globalThis.fetch = (input, init) => backend.handle(new Request(input, init));
  const pages = [];
  for (const path of paths) pages.push({ path, ...(await renderStaticPage(new URL(path, origin))) });
  return pages;
}

/** The source of the script each page runs first (build/prerender.ts inlines it into <head>). */
export const captureEarlyInputSource = captureEarlyInput.toString();
