/**
 * Information texts of the charts and widgets that carry an information icon (spec 2: "an
 * information text for every metric, chart and widget"). Metrics carry their own text in the
 * catalogue; these are the rest, by the id the product definitions give the widget.
 */
interface WidgetDialog {
  title: string;
  content: string;
  footer: string;
}

/** Read by an id from the URL: a Map, so "__proto__" or "constructor" find nothing. */
export const WIDGET_DIALOGS: ReadonlyMap<string, WidgetDialog> = new Map(
  Object.entries({
    'beta-heatmap': {
      title: 'Beta Heatmap',
      content:
        'Each cell is the beta of the selected deposit or borrowing cost against one market rate at one lag: the estimated change in the cost, in percentage points, for a 1 percentage point rise in the rate. Lags compare the cost with the rate 0, 3 or 6 months earlier. Darker green means a larger beta: costs follow that rate more closely.',
      footer:
        'Linear least squares over the quarters of the selected range; at least 3 quarters are needed.',
    },
    'r2-heatmap': {
      title: 'R² Heatmap',
      content:
        'Each cell is the R squared of the regression of the selected cost on one market rate at one lag: the share of the cost’s quarter-to-quarter variability explained by moves in the rate, from 0 (none) to 1 (all). Darker green means a closer fit.',
      footer:
        'Linear least squares over the quarters of the selected range; at least 3 quarters are needed.',
    },
    'regression-chart': {
      title: 'Beta and R Squared',
      content:
        'Beta is the slope of the best-fit line: the estimated change in the metric for a 1 percent rise in the selected rate. R squared, from 0 to 1, is the share of the metric’s variability explained by the rate. A beta with a low R squared says little.',
      footer:
        'Shown as Insufficient Data with fewer than 3 quarters of both the metric and the rate.',
    },
    'rank-chart': {
      title: 'Rank',
      content:
        'The institution and its peers ranked on the metric for the quarter, best first by the metric’s direction. At most 25 institutions around the institution are shown.',
      footer: 'Institutions without a value for the quarter are not ranked.',
    },
    'percentile-trend': {
      title: 'Percentile Rank Trend',
      content:
        'Where the institution stood among its peers each quarter, from 0 (lowest) to 100 (best), taking the metric’s direction into account: for a cost, the lowest value ranks best.',
      footer: 'Percent rank: the share of peers with a worse value.',
    },
    'quarterly-trend': {
      title: 'Quarterly Trend',
      content: 'The institution’s value each quarter next to the peer group’s average.',
      footer:
        'The group average is the mean of the selected peers’ values; the institution is not included.',
    },
    'decay-chart': {
      title: 'Deposit Decay',
      content:
        'Actual balances next to the stable balance: the part of the deposits that has stayed through the period’s outflows. Growth is clamped to the typical range of the period, and significant one-quarter events (outside the Covid window when adjusted) cut the stable balance to 90% of the actual. Volatility is the sample standard deviation (divided by n − 1 = 3) of a rolling window of 4 quarter-end balances, over their mean. The quarterly decay factor is 1 − (1 − m)^0.25, m being the median volatility over the range: of the actual balance for the Actual chart, of the stable balance for the Stable chart. The figures need at least 8 quarters of balances in the range: one unusual quarter enters 4 windows, so a median of fewer windows can rest on it, and a short calm spell would be extrapolated over decades. Below that the charts say Insufficient Data.',
      footer: 'Weighted average lives are in years. Amounts in thousands.',
    },
    'performance-tile': {
      title: 'Performance',
      content:
        'Scores from 1 (Low) to 5 (High) rank the institution against every institution of its type in the nation: each key performance indicator is ranked, the ranks are averaged, and the average is sorted into fifths.',
      footer: 'Score bands: up to 20%, above 20 to 40, above 40 to 60, above 60 to 80, above 80.',
    },
  } satisfies Record<string, WidgetDialog>),
);
