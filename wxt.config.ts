import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { preactWithoutInnerHtml } from './scripts/preact-without-inner-html';

// Entrypoints live under extension/ and every build goes to dist/, beside dist/apps-script.
export default defineConfig({
  srcDir: 'extension',
  outDir: 'dist',
  publicDir: 'extension/public',
  manifest: ({ browser }) => ({
    // The name and summary in the browser's language, from extension/public/_locales: the one thing
    // chrome.i18n is used for (the popup's words switch at run time, which chrome.i18n cannot do).
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage'],
    // Firefox needs an id to build without warnings; Chrome would only complain of an unknown key. AMO
    // ties the listing to this id for good: it is on the domain the project would own, and never changes.
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'bridge-scorer@bridge-scorer.org', data_collection_permissions: { required: ['none'] } },
            // Firefox for Android runs the same popup (a full page at the phone's width there).
            gecko_android: {},
          },
        }
      : {}),
  }),
  // AMO's source zip holds what the Firefox build reads, and the instructions to build it: every other
  // file is left out (the Sheets add-on, tests and their fixtures). scripts/check-amo-source.mjs builds
  // it alone and compares the result with the add-on file for file.
  zip: {
    excludeSources: ['**/*', '.*', '.*/**'],
    includeSources: [
      'core/**',
      'extension/**',
      'scripts/preact-without-inner-html.ts',
      'docs/building-from-source.md',
      'docs/privacy.md',
      'wxt.config.ts',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
    ],
  },
  // Browsers that run MV3 extensions all know modulepreload: Vite's polyfill for it is dead weight.
  vite: () => ({
    plugins: [preact(), preactWithoutInnerHtml()],
    build: { modulePreload: { polyfill: false } },
  }),
});
