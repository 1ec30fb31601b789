/**
 * The chart colours (spec 2 sections 2.1 and 9): the institution is colour 0, the peer colour 1,
 * and each rate its own colour, the same in legend and chart. Further entries colour element
 * series (loan categories and the like) and extra peer institutions in order.
 */
export const CHART_PALETTE = [
  '#1c5d99', // 0 institution
  '#f08c00', // 1 peer
  '#2f9e44', // 2
  '#862e9c', // 3
  '#e03131', // 4
  '#0c8599', // 5
  '#5c940d', // 6
  '#c2255c', // 7
  '#495057', // 8
  '#b08900', // 9
] as const;

export const INSTITUTION_COLOR = CHART_PALETTE[0];
export const PEER_COLOR = CHART_PALETTE[1];
/**
 * The colours of an element's parts and of other categories (loan types, two growth measures).
 * Institution blue and peer orange (colours 0 and 1) are left out, so a category never reads as
 * the institution or the peer of the legend.
 */
export const ELEMENT_PALETTE = [
  ...CHART_PALETTE.slice(2),
  '#364fc7',
  '#d9480f',
  '#087f5b',
  '#a61e4d',
] as const;

/** 'Other' (the remainder of a pie or a line chart) reads as grey, not as another element. */
export const OTHER_COLOR = '#adb5bd';

/** Rates have their own colours, apart from institution and peer, so a rate never looks like one. */
export const RATE_PALETTE = ['#6741d9', '#d6336c', '#099268', '#364fc7'] as const;

/** Heat maps (spec 2 section 2.7): beta runs white to dark green, R squared dark green to white. */
export const HEAT_MAP_WHITE = '#ffffff';
export const HEAT_MAP_DARK_GREEN = '#1b5e20';

/** Colour `index` of a palette, cycling. */
export function paletteColor(palette: readonly string[], index: number): string {
  const size = palette.length;
  return palette[((index % size) + size) % size] ?? CHART_PALETTE[0];
}
