import { defineConfig } from '@playwright/test';
import { serverCount, serverDataDir, serverPort, serverUrl } from './servers';

/** Debian's Chromium; no browser is ever downloaded by the test tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One worker per server (servers.ts); a worker runs its specs one at a time, in file order.
  workers: serverCount,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // Budgets for waiting, not targets: on a 2-core machine that runs two servers, two browsers
  // and the test workers at once, a page can take several seconds to draw (a run had every
  // step of the first journeys two to three times slower). Speed is measured by the bench.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    // The config is read again in each worker, which knows its slot.
    baseURL: serverUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: serverCount }, (_, index) => ({
    command: 'node ../apps/server/dist/main.js',
    url: `${serverUrl(index)}/api/auth/maintenance`,
    reuseExistingServer: false,
    // The first start loads the synthetic demo dataset (about two minutes on a small machine);
    // the servers load theirs side by side.
    timeout: 300_000,
    env: {
      PORT: String(serverPort(index)),
      HOST: 'localhost',
      DATA_DIR: serverDataDir(index),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  })),
});
