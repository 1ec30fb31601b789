import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Workers inherit the environment, so every process agrees on the one fresh data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'peerscope-e2e-'));

/** Debian's Chromium; no browser is ever downloaded by the test tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Maintenance mode is global state: tests run one at a time against one server.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://localhost:${port}/api/auth/maintenance`,
    reuseExistingServer: false,
    // The first start loads the synthetic demo dataset (about two minutes on a small machine).
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
