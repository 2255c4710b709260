import { defineConfig } from 'vitest/config';

// The real-browser tests: the built extension in Debian's Chromium. Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
