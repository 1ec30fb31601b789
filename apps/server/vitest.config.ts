import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The migrated databases each test database is copied from, made once per run.
    globalSetup: ['./src/testing/test-global-setup.ts'],
    // One module graph per worker, not per file: importing the app again for each of the 113
    // files was about 40% of the project's time (issue 24). Files stay independent: each opens
    // its own database and app, and none mocks a module or changes the environment.
    isolate: false,
    // PGlite start-up and argon2 take a moment on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
