import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** Modules of the admin area, the password checker and the video player: never needed offline. */
const onlineOnly = (id: string) =>
  /\/src\/app\/features\/admin\/|\/src\/shared\/api\/admin-|\/components\/video\/|\/node_modules\/(zxcvbn|plyr|plyr-react|react-aptor)\//.test(
    id,
  );

/**
 * One config for the app build (React + Lingui + the service worker from sw/) and the tests
 * (unit: src and sw; api: tests/api against PGlite or PostgreSQL).
 */
export default defineConfig({
  root: 'src/app',
  publicDir: '../../public',
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // No source maps in the build: they would publish the app's source (and the worker's).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Chunks only some people need, and only online, go to assets/online/: not precached.
        chunkFileNames: (chunk) =>
          (chunk.facadeModuleId ? onlineOnly(chunk.facadeModuleId) : chunk.moduleIds.every(onlineOnly))
            ? 'assets/online/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // The entry is the one first file (the group below): named for it, as the shell test expects.
        entryFileNames: 'assets/app-[hash].js',
        // What every page needs before its first paint is one file, not two dozen: on a phone each
        // request costs a round trip's share and its headers.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
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
      // What a learner needs offline: the app shell, both languages, icons, manifests and course
      // pictures. Not what is used only online or by few: the password checker, the video player
      // and the videos, the admin area (assets/online/, see chunkFileNames).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: [
          'assets/online/**',
          'assets/password-strength.worker-*.js',
          'assets/admin-*.css',
          'assets/video-player-*.css',
        ],
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
      {
        extends: true,
        test: {
          name: 'ops',
          root: '.',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
