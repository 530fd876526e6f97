import { defineProject } from 'vitest/config';

// The PHP suite installs a throwaway WordPress (Debian's package) on the machine's MariaDB and
// runs PHP scenarios against it; the browser test drives its admin screens. One file at a time.
export default defineProject({
  test: {
    name: 'wordpress-plugin',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
