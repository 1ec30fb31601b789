import type { FullConfig } from '@playwright/test';

/**
 * The server answers as soon as it listens, while the demo dataset still loads in the
 * background (README). Journeys that read figures need all of it: wait until /api/status says
 * so. Connection errors are retried too, in case the server is not up yet.
 */
export default async function waitForDemoData(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('No baseURL in the Playwright configuration');
  const deadline = Date.now() + 10 * 60_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL('/api/status', baseURL));
      const status = (await response.json()) as { data?: string };
      if (status.data === 'ready') return;
      last = JSON.stringify(status);
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`The demo data did not finish loading within 10 minutes (last: ${last})`);
}
