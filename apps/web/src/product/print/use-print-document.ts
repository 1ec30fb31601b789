import { useEffect } from 'react';
import { printDocumentTitle, printFooterCss } from './print-document';

/**
 * On the print page: names the window (and so the saved PDF) after the report and adds the
 * page footer of every printed sheet (print-document.ts); both go when the page does.
 */
export function usePrintDocument(
  enabled: boolean,
  institutionName: string | null,
  pageTitle: string,
  dateText: string,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const previous = document.title;
    document.title = printDocumentTitle(institutionName, pageTitle, dateText);
    const footer = document.createElement('style');
    footer.dataset.printFooter = '';
    footer.textContent = printFooterCss(institutionName, pageTitle);
    document.head.append(footer);
    return () => {
      footer.remove();
      document.title = previous;
    };
  }, [enabled, institutionName, pageTitle, dateText]);
}
