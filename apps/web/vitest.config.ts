import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per file: building them was over half the
    // suite's time (issue 13). Files stay independent because setup.ts resets what they share
    // (the DOM, stubbed globals, timers, the CSRF token and the selection store) after each test.
    isolate: false,
    // Rendering Mantine in jsdom takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
