/**
 * spec 2 section 2.13 and issue 15: the print window's title, which browsers offer as the
 * saved PDF's file name: '{Institution} — {Room} - {Page} — {As of date}' (parts that are not
 * known yet are left out).
 */
export function printDocumentTitle(
  institutionName: string | null,
  pageTitle: string,
  dateText: string,
): string {
  return [institutionName, pageTitle, dateText].filter(Boolean).join(' — ');
}

/** A CSS string literal of `text` (quotes, backslashes and line breaks escaped). */
function cssString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;
}

const FOOTER_FONT = 'font: 8pt sans-serif; color: #555;';

/**
 * The printed page footer: the institution and the page name at the bottom left of every
 * sheet, 'Page N of M' at the bottom right. Chromium (131 and later) draws @page margin boxes
 * with the page counters, in its print dialog and in page.pdf() alike; the text is set per
 * report, so it is written into a style element rather than a stylesheet.
 */
export function printFooterCss(institutionName: string | null, pageTitle: string): string {
  const left = [institutionName, pageTitle].filter(Boolean).join(' — ');
  return [
    '@page {',
    `  @bottom-left { content: ${cssString(left)}; ${FOOTER_FONT} }`,
    `  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${FOOTER_FONT} }`,
    '}',
  ].join('\n');
}
