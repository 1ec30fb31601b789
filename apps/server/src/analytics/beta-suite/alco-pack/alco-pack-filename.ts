/** Characters no file system takes in a name, and the quote and backslash of the header. */
const UNSAFE = new Set('\\/:*?"<>|');
const safe = (name: string) =>
  [...name].map((c) => (UNSAFE.has(c) || c < ' ' || c === '\x7f' ? '_' : c)).join('');

/**
 * Content-Disposition of the pack, "<Institution> ALCO pack <as of>.xlsx": a plain ASCII
 * filename for every client (accents dropped, other characters replaced) and the exact name in
 * RFC 5987's filename* for those that read it.
 */
export function alcoPackDisposition(institution: string, asOf: string): string {
  const name = safe(`${institution} ALCO pack ${asOf}.xlsx`);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
