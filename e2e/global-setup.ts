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
    let status: { data?: string; reason?: string } | undefined;
    try {
      const response = await fetch(new URL('/api/status', baseURL));
      status = (await response.json()) as { data?: string; reason?: string };
      last = JSON.stringify(status);
    } catch (error) {
      last = String(error);
    }
    if (status?.data === 'ready') return;
    // A load that stopped (a full disk) does not finish by waiting: say why at once.
    if (status?.data === 'failed') throw new Error(status.reason ?? `Demo load failed: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`The demo data did not finish loading within 10 minutes (last: ${last})`);
}
