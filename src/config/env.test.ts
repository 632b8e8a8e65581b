import { afterEach, describe, expect, it, vi } from 'vitest';

/** env.ts as a build with these flags would see it (it reads import.meta.env once, at load). */
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import('./env');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('env: where API calls and uploads go', () => {
  it('sends API calls to the page origin, below the base path, by default', async () => {
    const { apiUrl, assetUrl, env } = await loadEnv({});
    expect(env.ENABLE_MOCKS).toBe(true);
    expect(apiUrl('/api/services')).toBe(`${window.location.origin}${env.BASE_URL}api/services`);
    expect(assetUrl('/uploads/a.png')).toBe(`${env.BASE_URL}uploads/a.png`);
  });

  it('shows an upload through the blob: URL a backend in the page lent, and other paths as before', async () => {
    const { assetUrl, env } = await loadEnv({});
    const { setLocalUploadUrls } = await import('@/lib/local-upload-urls');
    setLocalUploadUrls(new Map([['3.png', 'blob:http://localhost/abc']]));
    expect(assetUrl('/uploads/3.png')).toBe('blob:http://localhost/abc');
    expect(assetUrl('/api/uploads/3.png')).toBe('blob:http://localhost/abc');
    expect(assetUrl('/uploads/4.png')).toBe(`${env.BASE_URL}uploads/4.png`);
    expect(assetUrl('/images/3.png')).toBe(`${env.BASE_URL}images/3.png`);
    setLocalUploadUrls(new Map());
  });

  it('sends every API call and every upload to VITE_API_BASE_URL, with the mocks off', async () => {
    const { apiUrl, assetUrl, env } = await loadEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:4310/' });
    expect(env.ENABLE_MOCKS).toBe(false);
    expect(apiUrl('/api/services')).toBe('http://127.0.0.1:4310/api/services');
    expect(apiUrl('api/banners/2')).toBe('http://127.0.0.1:4310/api/banners/2');
    expect(assetUrl('/uploads/a.png')).toBe('http://127.0.0.1:4310/uploads/a.png');
    expect(assetUrl('/api/uploads/a.png')).toBe('http://127.0.0.1:4310/api/uploads/a.png');
    // The app's own pictures stay with the app.
    expect(assetUrl('/images/logo.svg')).toBe(`${env.BASE_URL}images/logo.svg`);
  });

  it('serves the files of the app itself (openapi.json) from the app, wherever the API is', async () => {
    const { appUrl, env } = await loadEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:4310' });
    expect(appUrl('openapi.json')).toBe(`${window.location.origin}${env.BASE_URL}openapi.json`);
    expect(appUrl('/openapi.json')).toBe(`${window.location.origin}${env.BASE_URL}openapi.json`);
  });

  it('keeps a path below the API origin', async () => {
    const { apiUrl } = await loadEnv({ VITE_API_BASE_URL: 'https://api.example.org/v1' });
    expect(apiUrl('/api/services')).toBe('https://api.example.org/v1/api/services');
  });
});
