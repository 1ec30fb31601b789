/** spec 2 section 5: 'http://' is prefixed when the address has no http or https scheme. */
export function websiteHref(address: string | null): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
