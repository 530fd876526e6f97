import { defineProject } from 'vitest/config';

// Real Chromium, a real packed tarball installed into a temp folder: long timeouts on 2 cores.
export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
