/**
 * Where a link written by someone else (news, messages, a partner's advert) may send the
 * user: an http(s) address, or a path of this site. Anything else answers null, so the caller
 * shows no link.
 *
 * Browsers are lenient in ways a plain prefix check misses: they drop tabs and newlines
 * anywhere in a URL and read a backslash as a slash, so `/\evil.example`, `/\t/evil.example`
 * and `//evil.example` all open another site, and `java\tscript:` still runs. No link we
 * publish needs a backslash, a control character or inner white space, so those are refused
 * outright; what is left is checked with the URL parser the browser uses.
 */
export function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (trimmed === '' || /[\u0000-\u0020\u007f-\u009f\\]/.test(trimmed)) return null;
  if (/^https?:\/\//i.test(trimmed)) {
    const url = parse(trimmed);
    // As the browser reads it (`http:///x` is http://x/), so what is checked is what opens.
    return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? url.href
      : null;
  }
  // A site path: one slash, then anything but a second one, resolving to this origin.
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  return parse(trimmed, SAME_SITE)?.origin === SAME_SITE ? trimmed : null;
}

const SAME_SITE = 'https://same-site.invalid';

function parse(link: string, base?: string): URL | null {
  try {
    return new URL(link, base);
  } catch {
    return null;
  }
}
