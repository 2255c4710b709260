import { defineConfig } from 'vitest/config';

// The solver against other solvers, deal by deal (the BBO records' tables and DDS itself), and the files
// we write against the reference programs that read them (xmllint). Minutes of
// work on two cores, so it runs on its own (npm run test:solver), once in CI, on one Node.
export default defineConfig({
  test: {
    include: ['test/solver/**/*.test.ts', 'test/reference/**/*.test.ts'],
    testTimeout: 300_000,
  },
});
