/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
/** 'worker' in a build, 'page' under vite dev (src/config/backend-env.ts), so each keeps only its backend's start-up. */
declare const __BACKEND_HOST__: 'worker' | 'page';
/** This build's id (vite.config.ts), the same in the page and in the backend's worker. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** 'false' turns the in-browser backend off (src/config/backend-env.ts). */
  readonly VITE_ENABLE_MOCKS?: string;
  /** A real backend's origin: every API call and /uploads/ image goes there. */
  readonly VITE_API_BASE_URL?: string;
}
