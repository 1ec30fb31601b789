/**
 * The page a feedback was sent from, as the app's own path (`/peer-comparison/balance/loans`):
 * the stored address is the whole URL, whose host says nothing to the admin.
 */
export function pagePath(address: string) {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return address;
  }
}
