import { defineProject } from 'vitest/config';

// Unit tests of the pure logic beside the code (reducer, validation, countdowns, URLs).
export default defineProject({ test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' } });
