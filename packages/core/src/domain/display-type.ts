/** How a metric value is shown (spec 1 section 9, spec 2 section 9); as in the metric catalogue. */
export const DISPLAY_TYPES = [
  'USD',
  'USDM',
  'USDMM',
  'PCT',
  'PCT2',
  'DEC',
  'RATIO',
  'INT',
  'ORDINAL',
  'TRILLION',
] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
