import { defineConfig } from 'vitest/config';

// The real-browser tests: the built extension in Debian's Chromium. Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A real browser on a shared 2-core machine: a test that fails once is run once more, so that a
    // burst of load cannot stop a landing. A test that fails twice fails; the JSON report keeps the retry.
    retry: 1,
  },
});
