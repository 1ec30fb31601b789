import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Waits until no part of the report is loading and every chart has drawn. */
export async function waitForReport(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // Loading indicators: a status saying so, or a loader named 'Loading …'.
          const loading =
            Array.from(document.querySelectorAll('[role="status"]')).some(
              (status) => status.textContent?.trim() || status.getAttribute('aria-label'),
            ) || document.querySelector('[aria-label^="Loading"]') !== null;
          const charts = Array.from(document.querySelectorAll('[data-chart]'));
          return !loading && charts.every((chart) => chart.querySelector('svg, canvas') !== null);
        }),
      // Several browser test runs share two cores: give slow pages time.
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** A printed report: its sheets' lines of text (pdftotext) and how many PNG pages it rendered. */
export type PrintedReport = { sheets: number; sheetLines: string[][]; pngs: number };

/** Text without its white space: a name wrapped over two lines still matches. */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** Whether a sheet's text (or the whole report's, without a sheet) holds this text. */
export function printedHas(printed: PrintedReport, text: string, sheet?: number): boolean {
  const lines = sheet === undefined ? printed.sheetLines.flat() : (printed.sheetLines[sheet] ?? []);
  return compact(lines.join('')).includes(compact(text));
}

function sheetCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/**
 * Prints the open print page to a Letter PDF as Chromium prints it, renders its sheets to PNG
 * with pdftoppm (attached to the test's output, to be looked at) and reads each sheet's text.
 */
export async function printToPdf(
  page: Page,
  name: string,
  testInfo: TestInfo,
): Promise<PrintedReport> {
  const pdf = testInfo.outputPath(`${name}.pdf`);
  await page.pdf({ path: pdf, format: 'Letter' });
  const prefix = testInfo.outputPath(name);
  execFileSync('pdftoppm', ['-png', '-r', '50', pdf, prefix]);
  const pngs = readdirSync(path.dirname(prefix))
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'))
    .sort();
  for (const png of pngs) {
    await testInfo.attach(png, {
      path: path.join(path.dirname(prefix), png),
      contentType: 'image/png',
    });
  }
  const sheets = sheetCount(pdf);
  const sheetLines = Array.from({ length: sheets }, (_, index) =>
    // -raw: the text in the order it is drawn, so a table cell's wrapped lines stay together.
    execFileSync(
      'pdftotext',
      ['-raw', '-f', String(index + 1), '-l', String(index + 1), pdf, '-'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return { sheets, sheetLines, pngs: pngs.length };
}
