import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  // WXT's plugin gives the extension's modules an in-memory browser (fakeBrowser) with real storage.
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The real-browser tests run on their own (npm run test:e2e) against the built extension, and the
    // comparisons with reference programs (other solvers, xmllint) on their own too (npm run
    // test:solver), once CI has installed those programs.
    exclude: ['test/e2e/**', 'test/solver/**', 'test/reference/**', 'node_modules/**'],
    setupFiles: ['test/setup/storage.ts', 'test/setup/words.ts'],
  },
});
