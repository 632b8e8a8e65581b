import { describe, expect, it } from 'vitest';
import { resolveBackendEnv, resolveBackendHost } from './backend-env';

describe('resolveBackendEnv', () => {
  it('runs the in-browser backend when nothing is set', () => {
    expect(resolveBackendEnv({})).toEqual({ apiBaseUrl: '', mocks: true });
  });

  it('turns the mocks off when only VITE_ENABLE_MOCKS=false is set', () => {
    expect(resolveBackendEnv({ VITE_ENABLE_MOCKS: 'false' })).toEqual({ apiBaseUrl: '', mocks: false });
  });

  it('implies VITE_ENABLE_MOCKS=false with an API base URL, and drops its trailing slash', () => {
    expect(resolveBackendEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:4000/' })).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      mocks: false,
    });
    expect(resolveBackendEnv({ VITE_API_BASE_URL: 'https://api.example.org/v1' }).apiBaseUrl).toBe('https://api.example.org/v1');
  });

  it('keeps an explicit VITE_ENABLE_MOCKS beside an API base URL', () => {
    expect(resolveBackendEnv({ VITE_API_BASE_URL: 'http://localhost:4000', VITE_ENABLE_MOCKS: 'true' }).mocks).toBe(true);
  });

  it('refuses a relative, non-http or decorated URL', () => {
    expect(() => resolveBackendEnv({ VITE_API_BASE_URL: 'localhost:4000' })).toThrow(/http\(s\) URL|absolute URL/);
    expect(() => resolveBackendEnv({ VITE_API_BASE_URL: '/api' })).toThrow(/absolute URL/);
    expect(() => resolveBackendEnv({ VITE_API_BASE_URL: 'ftp://host' })).toThrow(/http\(s\)/);
    expect(() => resolveBackendEnv({ VITE_API_BASE_URL: 'http://host/?x=1' })).toThrow(/without query/);
  });
});

describe('resolveBackendHost', () => {
  it('builds the backend into its service worker, and runs it in the page under vite dev', () => {
    expect(resolveBackendHost('build')).toBe('worker');
    expect(resolveBackendHost('serve')).toBe('page');
  });
});
