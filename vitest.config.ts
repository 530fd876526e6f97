import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: each workspace is a vitest project with its own
// config file beside its code, so `npm test` at the root runs every suite once.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'e2e/vitest.config.*'],
    reporters: ['default', './scripts/plain-summary-reporter.ts'],
  },
});
