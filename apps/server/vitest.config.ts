import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each API test file opens its own database; PGlite start-up and argon2 take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
