import { defineProject } from 'vitest/config';
export default defineProject({
  test: { name: 'engine', include: ['src/**/*.test.ts'], testTimeout: 90_000, hookTimeout: 90_000 },
});
