import { serverCount, serverUrl } from './servers';

/**
 * The servers answer as soon as they listen, while the demo dataset still loads in the
 * background (README). Journeys that read figures need all of it: wait until each server's
 * /api/status says so. Connection errors are retried too, in case a server is not up yet.
 */
export default async function waitForDemoData() {
  await Promise.all(Array.from({ length: serverCount }, (_, index) => waitFor(serverUrl(index))));
}

async function waitFor(baseURL: string) {
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
  throw new Error(
    `The demo data of ${baseURL} did not finish loading within 10 minutes (last: ${last})`,
  );
}
