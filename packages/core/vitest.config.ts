import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // Pure functions, no mocks: one module graph per worker is enough, and a fresh one per file
    // took 13 s of the project's 16 (issue 24).
    isolate: false,
  },
});
