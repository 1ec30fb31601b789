/** Chart heights in pixels, spec 2 section 9. Where two are given the second is the tall variant. */
export const CHART_HEIGHTS = {
  trend: 400,
  quarterly: 150,
  percentileTrend: 150,
  rank: 180,
  correlation: 400,
  regression: 400,
  decay: 400,
  heatMap: 300,
  sparkline: 150,
  horizontalBar: { compact: 200, tall: 275 },
  netBar: { compact: 100, tall: 150 },
  barLineClustered: { compact: 250, tall: 275 },
  regressionLine: 275,
  /** Not in the spec: the element line, pie, stacked and concentration charts of 2.10. */
  element: 275,
} as const;
