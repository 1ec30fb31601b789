import { ELEMENT_PALETTE, OTHER_COLOR } from './chart-palette';

/** The remainder of a pie or a line chart: grey, never a part's colour. */
const OTHER_TITLE = 'Other';

/**
 * One colour per part of an element, by the part's place in the element (its rows in catalogue
 * order), so a category keeps its colour in every chart of a page: the institution's pie and
 * the peer's (each sorted by its own values), the stacked bars and the concentration bars.
 * A chart colouring by its own series index would give the largest slice the first colour.
 */
export function elementColorMap(partNames: readonly string[]): ReadonlyMap<string, string> {
  const colors = new Map<string, string>([[OTHER_TITLE, OTHER_COLOR]]);
  for (const name of partNames) {
    if (colors.has(name)) continue;
    colors.set(name, ELEMENT_PALETTE[(colors.size - 1) % ELEMENT_PALETTE.length] ?? OTHER_COLOR);
  }
  return colors;
}
