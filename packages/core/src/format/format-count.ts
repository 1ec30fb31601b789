/** The noun in the number a count takes: "institution" for one, "institutions" otherwise. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** "1 institution", "4,402 institutions": a count with its noun in the number it takes. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, singular, plural)}`;
}
