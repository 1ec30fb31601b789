import type { InstitutionType } from '@app/core/domain/products';

/** How a row of a chart element is drawn (spec 2 section 3, Chart data). */
export type CompType = 'bar' | 'line' | 'NET' | 'PLUS' | 'MINUS';

/**
 * The part of a total that the listed parts leave (a balance sheet's "other assets"): the
 * call report has no single line for it. Null when the total or any part is missing (missing
 * is not zero), so a stack never sums to a total it did not see.
 */
export interface Remainder {
  title: string;
  total: string;
  less: readonly string[];
}

/**
 * A row of an element: a catalogue metric, or (with `remainder`) the rest of a total, under
 * its own id, which names no metric.
 */
export interface ElementRow {
  metricId: string;
  compType: CompType;
  remainder?: Remainder;
}

export interface ChartElement {
  id: string;
  title: string;
  rows: ElementRow[];
}

const bars = (...ids: string[]): ElementRow[] =>
  ids.map((metricId) => ({ metricId, compType: 'bar' }));
const line = (metricId: string): ElementRow => ({ metricId, compType: 'line' });
const rest = (metricId: string, remainder: Remainder): ElementRow => ({
  metricId,
  compType: 'bar',
  remainder,
});

const BANK_ASSET_PARTS = ['LBPRB529', 'LBPR5369', 'LBPRSECTOT', 'LBPRCASHDUE'];
const BANK_DEPOSIT_KINDS = ['LBPR6631', 'LBPR6636'];
const CU_ASSET_PARTS = ['ACCT_NETLOANS', 'ACCT_003', 'ACCT_INVEST', 'ACCT_CASH'];
const CU_SHARE_KINDS = ['ACCT_013', 'ACCT_880'];
const CU_LOAN_TYPES = [
  'ACCT_703A',
  'ACCT_386A',
  'ACCT_385',
  'ACCT_370',
  'ACCT_396',
  'ACCT_397',
  'ACCT_400T1',
  'ACCT_698C',
  'ACCT_002',
];

/**
 * The multi-metric charts of the balance pages (pies, stacked bars, concentration and net
 * bars): each row a catalogue metric or a remainder. The product definitions name them by id.
 * 'line' rows are drawn over a stacked bar (spec 2 section 2.10) and left out of pies.
 *
 * The balance sheet is two elements, each stack summing to total assets (docs/data.md,
 * "Balance sheet mix"): assets (RC items 1 to 11, loans net of the allowance) and funding
 * (deposits, borrowings, other liabilities and equity capital, RC items 13 to 28).
 */
const ELEMENTS: Record<InstitutionType, ChartElement[]> = {
  bank: [
    {
      id: 'asset-mix',
      title: 'Asset Mix',
      rows: [
        ...bars(...BANK_ASSET_PARTS),
        rest('LBPROTHERASSETS', {
          title: 'Other Assets',
          total: 'LBPR2170',
          less: BANK_ASSET_PARTS,
        }),
        line('LBPR2170'),
      ],
    },
    {
      id: 'funding-mix',
      title: 'Funding Mix',
      rows: [
        ...bars(...BANK_DEPOSIT_KINDS, 'LBPRBORR'),
        // Total liabilities C(2948) less deposits and borrowings: with equity capital C(G105)
        // the stack is RC item 28, which equals total assets.
        rest('LBPROTHERLIAB', {
          title: 'Other Liabilities',
          total: 'LBPR2948',
          less: [...BANK_DEPOSIT_KINDS, 'LBPRBORR'],
        }),
        ...bars('LBPRG105'),
        line('LBPR2170'),
      ],
    },
    {
      id: 'loan-mix',
      title: 'Loan Mix',
      rows: [
        ...bars(
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
        // The nine types sum to C(2122) (Other is its remainder): the total is the stack's line.
        line('LBPR2122'),
      ],
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
      // The kinds of RC-E that make up domestic deposits RCON2200: transaction accounts
      // RCON2215 and the nontransaction MMDAs, other savings and time deposits (RCON2385).
      // Non-interest-bearing and brokered deposits cut across these kinds; stacked beside them
      // they counted deposits twice. Foreign offices (RCFN2200, 031 filers only) are left to
      // the gap under the total-deposits line: a group's mean of it is over the few filers and
      // dwarfed the other kinds.
      rows: [...bars('LBPR2215', 'LBPR6810', 'LBPR0352', 'LBPRTIMEDEP'), line('LBPR2200')],
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
      id: 'asset-mix',
      title: 'Asset Mix',
      rows: [
        ...bars(...CU_ASSET_PARTS),
        rest('ACCT_OTHERASSETS', {
          title: 'Other Assets',
          total: 'ACCT_010',
          less: CU_ASSET_PARTS,
        }),
        line('ACCT_010'),
      ],
    },
    {
      id: 'funding-mix',
      title: 'Funding Mix',
      rows: [
        ...bars(...CU_SHARE_KINDS, 'ACCT_860C', 'ACCT_825'),
        // The catalogue holds no total-liabilities or total-equity account of the 5300: the
        // rest of total assets is equity plus the small liabilities not listed (accrued
        // dividends and interest payable, subordinated debt), and says so (docs/data.md).
        rest('ACCT_EQUITYREST', {
          title: 'Equity and Remaining Liabilities',
          total: 'ACCT_010',
          less: [...CU_SHARE_KINDS, 'ACCT_860C', 'ACCT_825'],
        }),
        line('ACCT_010'),
      ],
    },
    {
      id: 'loan-mix',
      title: 'Loan Mix',
      rows: [
        ...bars(...CU_LOAN_TYPES),
        // The 5300's loan types not listed (payday alternative, student, other real estate…) are
        // the rest of total loans and leases 025B, so the stack sums to the line.
        rest('ACCT_OTHERLOANS', { title: 'Other Loans', total: 'ACCT_025B', less: CU_LOAN_TYPES }),
        line('ACCT_025B'),
      ],
    },
    {
      id: 'investment-mix',
      title: 'Investments',
      rows: bars('ACCT_AS0067', 'ACCT_AS0073', 'ACCT_AS0055', 'ACCT_730B', 'ACCT_730C'),
    },
    {
      id: 'deposit-mix',
      title: 'Share Mix',
      rows: [
        ...bars(
          'ACCT_657',
          'ACCT_902',
          'ACCT_911',
          'ACCT_908C',
          'ACCT_906C',
          'ACCT_630',
          'ACCT_880',
        ),
        // Member shares by kind plus non-member deposits: ACCT_018.
        line('ACCT_018'),
      ],
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

/** The catalogue metrics an element's rows read: its metrics and its remainders' inputs. */
export function elementInputs(element: ChartElement): string[] {
  const ids = element.rows.flatMap((row) =>
    row.remainder ? [row.remainder.total, ...row.remainder.less] : [row.metricId],
  );
  return [...new Set(ids)];
}

/** A row's value from the values of its inputs (a remainder: null when any input is). */
export function rowValue(row: ElementRow, valueOf: (metricId: string) => number | null) {
  if (!row.remainder) return valueOf(row.metricId);
  const total = valueOf(row.remainder.total);
  const parts = row.remainder.less.map(valueOf);
  if (total === null || parts.some((part) => part === null)) return null;
  return parts.reduce<number>((left, part) => left - (part ?? 0), total);
}

export function chartElements(institutionType: InstitutionType): readonly ChartElement[] {
  return ELEMENTS[institutionType];
}

/**
 * The elements a group of banks and credit unions compares (issue 28 point 4): those whose two
 * charters' rows mean the same, row by row and input by input. Metric values are whole dollars
 * for both charters (bank thousands are scaled on import, docs/data.md "Units"), so an amount
 * needs no conversion; what rules an element out is meaning. The asset mix pairs: net loans and
 * leases, loans held for sale, securities (investments), cash and due from banks (cash and
 * equivalents), the rest of total assets, and total assets. The funding mix splits deposits by
 * interest (banks) but shares by member and non-member (credit unions); the loan, deposit
 * (share), investment and borrowing mixes list different kinds; deposit growth has no
 * credit-union element: none of them is a row-by-row pair.
 */
export const MIXED_ELEMENTS: readonly string[] = ['asset-mix'];

/**
 * A mixed group's element: for each of the subject's element inputs, the other charter's input
 * at the same place, as the metric pair each member reads by its own charter; undefined for an
 * element not in MIXED_ELEMENTS.
 */
export function mixedElementPairs(
  institutionType: InstitutionType,
  id: string,
): Map<string, Record<InstitutionType, string>> | undefined {
  if (!MIXED_ELEMENTS.includes(id)) return undefined;
  const bank = chartElement('bank', id);
  const creditUnion = chartElement('credit union', id);
  if (!bank || !creditUnion) return undefined;
  const bankInputs = elementInputs(bank);
  const unionInputs = elementInputs(creditUnion);
  const own = institutionType === 'bank' ? bankInputs : unionInputs;
  return new Map(
    own.map((metricId, k) => [
      metricId,
      { bank: bankInputs[k] as string, 'credit union': unionInputs[k] as string },
    ]),
  );
}
