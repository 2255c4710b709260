import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // The real-browser tests run on their own (npm run test:e2e) against the built extension.
    exclude: ['test/e2e/**', 'node_modules/**'],
  },
});
