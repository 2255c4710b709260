// The web app (issue 51): the popup's views as an installable page that works offline, built into
// dist/web/ by `npm run build:web`. Its pages are in extension/web/ (outside extension/entrypoints/, which
// WXT would take for the extension's own). Served from any folder of any static host: every address in
// the build is relative.
import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactWithoutInnerHtml } from './preact-without-inner-html';
import { THEME_COLOR, webHead } from './web-head';

const WEB = resolve(import.meta.dirname, '..', 'extension', 'web');

export default defineConfig({
  root: WEB,
  base: './',
  publicDir: resolve(WEB, 'public'),
  build: {
    outDir: resolve(import.meta.dirname, '..', 'dist', 'web'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: resolve(WEB, 'index.html'),
        print: resolve(WEB, 'print.html'),
        records: resolve(WEB, 'records.html'),
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    preact(),
    preactWithoutInnerHtml(),
    webHead(),
    // Workbox's service worker, generated rather than written: it precaches every file of the build, so
    // after one visit the app opens with no network at all. It registers from a file of its own
    // (registerSW.js), as the content security policy allows no inline script, and updates itself.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      manifest: {
        name: 'Bridge Scorer',
        short_name: 'Bridge Scorer',
        // The extension's summary (extension/public/_locales/en/messages.json).
        description: 'Score a bridge contract in one click: every result, vulnerable or not, doubled or not.',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: 'icon/192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon/512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,png,svg,wasm,webmanifest}'],
        // Any address of the app that is not a file opens the app, offline too.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // A new worker takes over at once, the page it was installed from too: no second visit needed.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
});
