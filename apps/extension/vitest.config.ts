import { defineProject } from 'vitest/config';

// Browser tests load the built extension into Debian's Chromium and talk to a real server:
// one file at a time so two Chromium profiles and servers never compete for the machine.
export default defineProject({
  test: {
    name: 'extension',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
