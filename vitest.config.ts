import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // vitest leaves one core free by default: on this 2-core machine that was one worker for
    // the whole suite (issue 24). The files are independent, so use every core.
    maxWorkers: availableParallelism(),
  },
});
