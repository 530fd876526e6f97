import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file starts its own server, SMTP sink and database; argon2 and PostgreSQL need room.
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
