import { describe, expect, it } from 'vitest';
import { printDocumentTitle, printFooterCss } from './print-document';

describe('the print window title', () => {
  it('names the institution, the page and its date, for the saved PDF', () => {
    expect(
      printDocumentTitle('Prairie Gate Bank', 'Balance Room - Snapshot', 'As of Dec 2025'),
    ).toBe('Prairie Gate Bank — Balance Room - Snapshot — As of Dec 2025');
    expect(printDocumentTitle(null, 'Decay Room', '')).toBe('Decay Room');
  });
});

describe('the printed page footer', () => {
  it('puts the institution and page left and the page number right of every sheet', () => {
    const css = printFooterCss('Prairie Gate Bank', 'Balance Room - Snapshot');
    expect(css).toContain('@bottom-left { content: "Prairie Gate Bank — Balance Room - Snapshot";');
    expect(css).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });

  it('keeps a name with quotes or backslashes inside the CSS string', () => {
    const css = printFooterCss('The "Quote" Bank \\ Trust', 'Trends Room');
    expect(css).toContain('content: "The \\"Quote\\" Bank \\\\ Trust — Trends Room";');
  });
});
