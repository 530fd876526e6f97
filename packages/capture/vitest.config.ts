import { defineProject } from 'vitest/config';

// Real Chromium and real servers: the corpus fidelity suite needs long timeouts on 2 cores.
export default defineProject({
  test: {
    name: 'capture',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
