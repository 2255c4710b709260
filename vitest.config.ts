import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  // WXT's plugin gives the extension's modules an in-memory browser (fakeBrowser) with real storage.
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The real-browser tests run on their own (npm run test:e2e) against the built extension, and the
    // solver's deal-by-deal comparisons with other solvers on their own too (npm run test:solver).
    exclude: ['test/e2e/**', 'test/solver/**', 'node_modules/**'],
    setupFiles: ['test/setup/words.ts'],
  },
});
