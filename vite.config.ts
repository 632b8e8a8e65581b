/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// BASE_PATH lets the same build run at a host root or under a sub-path (e.g. /charity/).
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // See mocks/shims/tldts.ts: keeps the public-suffix list out of the mock backend's bundle.
      tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // The size report walks the manifest to find what '/' loads before it is usable.
    manifest: true,
    rollupOptions: {
      output: {
        // The spec names this layout for lazily loaded chunks.
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        entryFileNames: 'static/js/[name].[hash].js',
        assetFileNames: 'static/media/[name].[hash][extname]',
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
