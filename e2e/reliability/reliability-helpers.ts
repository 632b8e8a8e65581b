// Helpers for the reliability specs: calls to the in-browser mock backend from inside a page (the
// service worker answers them), an admin token, and record counts.
import type { Page } from '@playwright/test';

/** The build's base path (see e2e/playwright.config.ts). */
export const BASE = '/charity/';

export interface ApiResult<T = unknown> {
  status: number;
  body: { success?: boolean; data?: T; message?: string; errors?: Record<string, string> } | null;
}

/** fetch() inside the page, so the app's own mock backend answers. */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  options: { json?: unknown; token?: string } = {},
): Promise<ApiResult<T>> {
  return page.evaluate(
    async ({ url, method, json, token }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (json !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
      let body = null;
      try {
        body = await res.json();
      } catch {
        body = null;
      }
      return { status: res.status, body };
    },
    { url: `${BASE}${path.replace(/^\//, '')}`, method, json: options.json, token: options.token },
  );
}

/** Signs in through the API (no UI) and returns the token; the page must already show the app. */
export async function adminToken(page: Page, username = 'admin', password = 'admin123'): Promise<string> {
  return (await apiLogin(page, username, password)).token;
}

async function apiLogin(page: Page, username: string, password: string) {
  const res = await api<{ token: string; user: unknown }>(page, 'POST', '/api/admin/login', { json: { username, password } });
  if (res.status !== 200 || !res.body?.data?.token) throw new Error(`sign-in failed: ${res.status} ${res.body?.message}`);
  return res.body.data;
}

/** Signs in through the API and stores the session the way the app does; returns the token. */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<string> {
  const { token, user } = await apiLogin(page, username, password);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminUser', JSON.stringify(user));
      localStorage.setItem('isAdminLoggedIn', 'true');
    },
    { token, user },
  );
  return token;
}

/** How many records an admin list endpoint returns. */
export async function countOf(page: Page, token: string, path: string): Promise<number> {
  const res = await api<unknown[]>(page, 'GET', path, { token });
  if (res.status !== 200 || !Array.isArray(res.body?.data)) throw new Error(`GET ${path}: ${res.status} ${res.body?.message}`);
  return res.body.data.length;
}

/**
 * Puts values straight into the mock db's IndexedDB store (db 'charity-foundation', store 'db'),
 * after removing every key starting with `cleared` (a collection's records: `r:<name>:`).
 */
export async function putInIndexedDb(page: Page, key: string, value: unknown, cleared?: string) {
  await page.evaluate(
    ({ key, value, cleared }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('charity-foundation');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('db', 'readwrite');
          if (cleared) tx.objectStore('db').delete(IDBKeyRange.bound(cleared, `${cleared}\uffff`));
          tx.objectStore('db').put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, value, cleared },
  );
}

/** Every key in the mock db's IndexedDB store but its meta: ones (db 'charity-foundation', store 'db'). */
export function mockDbKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('charity-foundation');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('db').objectStore('db').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String).filter((key) => !key.startsWith('meta:')));
          };
        };
      }),
  );
}
