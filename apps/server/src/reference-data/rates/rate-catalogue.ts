/**
 * The market rates the product relates deposit costs and balances to (spec 2 sections 2.7 to
 * 2.9). Each comes from one FRED series; quarterly values are quarter averages (see
 * quarterly-average.ts). Regression statistics refer to a rate by rateIdStatistical.
 */
export interface RateDefinition {
  rateId: string;
  rateIdStatistical: string;
  rateName: string;
  category: string;
  correlationsDefault: boolean;
  seriesId: string;
  citation: string;
  /** Quarters between the rate's end date and the date its effect is attributed to. */
  lagValue: number;
  displayOrder: number;
}

const fred = (title: string, seriesId: string, publisher: string) =>
  `${publisher}, ${title} [${seriesId}], retrieved from FRED, Federal Reserve Bank of St. Louis.`;

const BOARD = 'Board of Governors of the Federal Reserve System (US)';

export const rateCatalogue: readonly RateDefinition[] = [
  {
    rateId: 'DGS10',
    rateIdStatistical: '10yr',
    rateName: '10-Year Treasury',
    category: 'Treasury Rates',
    correlationsDefault: false,
    seriesId: 'DGS10',
    citation: fred(
      'Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity',
      'DGS10',
      BOARD,
    ),
    lagValue: 0,
    displayOrder: 1,
  },
  {
    rateId: 'DGS5',
    rateIdStatistical: '5yr',
    rateName: '5-Year Treasury',
    category: 'Treasury Rates',
    correlationsDefault: false,
    seriesId: 'DGS5',
    citation: fred(
      'Market Yield on U.S. Treasury Securities at 5-Year Constant Maturity',
      'DGS5',
      BOARD,
    ),
    lagValue: 0,
    displayOrder: 2,
  },
  {
    rateId: 'DGS3MO',
    rateIdStatistical: '3mo',
    rateName: '3-Month Treasury',
    category: 'Treasury Rates',
    correlationsDefault: false,
    seriesId: 'DGS3MO',
    citation: fred(
      'Market Yield on U.S. Treasury Securities at 3-Month Constant Maturity',
      'DGS3MO',
      BOARD,
    ),
    lagValue: 0,
    displayOrder: 3,
  },
  {
    rateId: 'FEDFUNDS',
    rateIdStatistical: 'FedFunds',
    rateName: 'Fed Funds',
    category: 'Policy Rates',
    // Deposit pricing follows the policy rate most closely: the natural first comparison.
    correlationsDefault: true,
    seriesId: 'FEDFUNDS',
    citation: fred('Federal Funds Effective Rate', 'FEDFUNDS', BOARD),
    lagValue: 0,
    displayOrder: 4,
  },
  {
    rateId: 'WM2NS',
    rateIdStatistical: 'M2',
    rateName: 'M2 Money Supply',
    category: 'Money Supply',
    correlationsDefault: false,
    seriesId: 'WM2NS',
    citation: fred('M2 [billions of dollars, weekly, not seasonally adjusted]', 'WM2NS', BOARD),
    lagValue: 0,
    displayOrder: 5,
  },
];

/** The rate codes the heat maps and regressions use (spec 2 section 9), in column order. */
export const REGRESSION_RATE_IDS = ['DGS10', 'DGS5', 'DGS3MO', 'FEDFUNDS'] as const;
