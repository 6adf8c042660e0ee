import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * One config for the app build (React + Lingui + the service worker from sw/) and the tests
 * (unit: src and sw; api: tests/api against PGlite or PostgreSQL).
 */
export default defineConfig({
  root: 'src/app',
  publicDir: '../../public',
  build: { outDir: '../../dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../../sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // The app shell, both language bundles, icons, manifests and course pictures; not the
      // password checker (loaded where passwords are chosen, online) nor the videos.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/zxcvbn*.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
