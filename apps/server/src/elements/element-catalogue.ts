import type { InstitutionType } from '@app/core/domain/products';

/** How a row of a chart element is drawn (spec 2 section 3, Chart data). */
export type CompType = 'bar' | 'line' | 'NET' | 'PLUS' | 'MINUS';

export interface ElementRow {
  metricId: string;
  compType: CompType;
}

export interface ChartElement {
  id: string;
  title: string;
  rows: ElementRow[];
}

const bars = (...ids: string[]): ElementRow[] =>
  ids.map((metricId) => ({ metricId, compType: 'bar' }));

/**
 * The multi-metric charts of the balance pages (pies, stacked bars, concentration and net
 * bars): each row a catalogue metric. The product definitions name them by id.
 */
const ELEMENTS: Record<InstitutionType, ChartElement[]> = {
  bank: [
    {
      id: 'balance-sheet',
      title: 'Balance Sheet',
      rows: bars('LBPR2122', 'LBPRSECTOT', 'LBPRCASHDUE', 'LBPR2200', 'LBPRBORR', 'LBPR3210'),
    },
    {
      id: 'loan-mix',
      title: 'Loan Mix',
      rows: bars(
        'LBPRLNCRE',
        'LBPRLNRES',
        'LBPRLNCI',
        'LBPRLNCNS',
        'LBPRLNAG',
        'LBPRLNCON',
        'LBPRLNMF',
        'LBPRLNLS',
        'LBPRLNOTH',
      ),
    },
    {
      id: 'loan-concentration',
      title: 'Loan Concentration',
      rows: bars('LBPRCONCCRE', 'LBPRCONCRES', 'LBPRCONCCI', 'LBPRCONCCNS', 'LBPRCONCAG'),
    },
    {
      id: 'investment-mix',
      title: 'Investments',
      rows: bars('LBPR1754', 'LBPR1773', 'LBPR0071', 'LBPRB987', 'LBPRB989'),
    },
    {
      id: 'deposit-mix',
      title: 'Deposit Mix',
      rows: bars('LBPR6631', 'LBPR2215', 'LBPR6810', 'LBPR0352', 'LBPRTIMEDEP', 'LBPR2365'),
    },
    {
      id: 'borrowing-mix',
      title: 'Borrowings',
      rows: bars('LBPRB993', 'LBPRB995', 'LBPR3190', 'LBPR3200'),
    },
    {
      id: 'deposit-growth',
      title: 'Deposit Growth',
      rows: [
        { metricId: 'LBPRDEPGR', compType: 'NET' },
        { metricId: 'LBPRNMDGR', compType: 'line' },
      ],
    },
  ],
  'credit union': [
    {
      id: 'balance-sheet',
      title: 'Balance Sheet',
      rows: bars('ACCT_025B', 'ACCT_INVEST', 'ACCT_CASH', 'ACCT_018', 'ACCT_860C', 'ACCT_997'),
    },
    {
      id: 'loan-mix',
      title: 'Loan Mix',
      rows: bars(
        'ACCT_703A',
        'ACCT_386A',
        'ACCT_385',
        'ACCT_370',
        'ACCT_396',
        'ACCT_397',
        'ACCT_400T1',
        'ACCT_698C',
        'ACCT_002',
      ),
    },
    {
      id: 'investment-mix',
      title: 'Investments',
      rows: bars('ACCT_AS0067', 'ACCT_AS0073', 'ACCT_AS0055', 'ACCT_730B', 'ACCT_730C'),
    },
    {
      id: 'deposit-mix',
      title: 'Share Mix',
      rows: bars(
        'ACCT_657',
        'ACCT_902',
        'ACCT_911',
        'ACCT_908C',
        'ACCT_906C',
        'ACCT_630',
        'ACCT_880',
      ),
    },
    { id: 'borrowing-mix', title: 'Borrowings', rows: bars('ACCT_860C') },
  ],
};

export function chartElement(
  institutionType: InstitutionType,
  id: string,
): ChartElement | undefined {
  return ELEMENTS[institutionType].find((e) => e.id === id);
}

export function chartElements(institutionType: InstitutionType): readonly ChartElement[] {
  return ELEMENTS[institutionType];
}
