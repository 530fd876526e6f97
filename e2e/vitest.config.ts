import { defineProject } from 'vitest/config';

// Browser tests against the real server (SQLite, SMTP sink, stand-in identity provider).
// One browser per file and files one after another: the machine has two cores.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
