import { within } from '@testing-library/react';

/**
 * The value a description list gives for a term (the first `dd` after the `dt`), read through
 * the accessibility roles a user's tools see: term and definition.
 */
export function definitionOf(container: HTMLElement, term: string): HTMLElement | undefined {
  const named = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  if (!named) throw new Error(`no term ${term}`);
  return within(container)
    .getAllByRole('definition')
    .find((element) => named.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
}
