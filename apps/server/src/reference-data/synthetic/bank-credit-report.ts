import { BANK_SEGMENTS, type BankSegment } from './parameters';
import { code } from './codes';
import type { BankQuarter } from './bank-state';
import { PAST_DUE_ENTRIES, Q_2015Q1, Q_2020Q1, SEGMENTS } from './bank-state';
import type { BankCredit } from './bank-credit-quality';
import type { BankSheet } from './bank-balance-sheet';
import type { BankReport } from './bank-balance-sheet-report';

/** The bank's RC-N (past due and nonaccrual), RC-P and RC-R Part I items. */
export function bankCreditReport(
  x: BankQuarter,
  quality: BankCredit,
  sheet: BankSheet,
  report: BankReport,
) {
  const { p, q, state, traits } = x;
  const { credit } = quality;
  const { goodwill, intangibles } = sheet;
  const {
    R,
    allowanceOut,
    c,
    cashNib,
    fixedOut,
    goodwillOut,
    heldForSale,
    intangiblesOut,
    items,
    liabilities,
    oreo,
    otherAssetsOut,
    securities,
    seg,
    totalAssets,
    totalLoans,
    tradingOut,
  } = report;
  // RC-N: past due and nonaccrual by segment; the totals are their sums.
  let total30 = 0;
  let total90 = 0;
  let totalNa = 0;
  const putPastDue = (
    codes: readonly [string, string, string],
    values: readonly number[],
    domesticOnly: boolean,
  ) => {
    const [a, b, n] = values.map(R) as [number, number, number];
    const prefix = (item: string) => (domesticOnly ? code('RCON', item) : c(item));
    items.set(prefix(codes[0]), a);
    items.set(prefix(codes[1]), b);
    items.set(prefix(codes[2]), n);
    total30 += a;
    total90 += b;
    totalNa += n;
  };
  const values = (segment: BankSegment, share = 1) => {
    const v = credit.get(segment)!;
    return [v.pastDue30 * share, v.pastDue90 * share, v.nonaccrual * share];
  };
  for (const [segment, [a, b, n, scope]] of PAST_DUE_ENTRIES) {
    putPastDue([a, b, n], values(segment), scope === 'domestic');
  }
  if (p.foreignOffices) {
    putPastDue(['1251', '1252', '1253'], values('ci', 0.85), false);
    putPastDue(['1254', '1255', '1256'], values('ci', 0.15), false);
  } else {
    putPastDue(['1606', '1607', '1608'], values('ci'), true);
  }
  const otherConsumer = values('otherConsumer').map((v, i) => v + values('otherRevolving')[i]!);
  putPastDue(['K216', 'K217', 'K218'], otherConsumer, false);
  putPastDue(['F166', 'F167', 'F168'], values('lease', 0.4), false);
  putPastDue(['F169', 'F170', 'F171'], values('lease', 0.6), false);
  putPastDue(['5459', '5460', '5461'], values('other', 0.9), false);
  putPastDue(['B834', 'B835', 'B836'], values('other', 0.1), false);
  items.set(c('1406'), total30);
  items.set(c('1407'), total90);
  items.set(c('1403'), totalNa);

  // RC-P: 1-4 family residential loans held for sale (banks with mortgage banking).
  if (traits.mortgageBanking && totalAssets > 1_000_000) {
    items.set('RCONF072', R(heldForSale * 0.96));
    items.set('RCONF073', R(heldForSale * 0.02));
  }

  // RC-R Part I (RCFA/RCOA from 2015, RCFD/RCON before; CBLR electors file no risk-based ratios).
  const tier1 = R(state.equityCore - goodwill - intangibles * 0.9);
  const leverageAssets = items.get(c('3368'))! - goodwillOut - intangiblesOut;
  const riskWeighted =
    SEGMENTS.reduce((t, s) => t + seg(s) * BANK_SEGMENTS[s].riskWeight, 0) +
    0.2 * securities +
    0.2 * cashNib +
    fixedOut +
    otherAssetsOut +
    oreo +
    tradingOut +
    0.04 * totalLoans;
  const tier2 = Math.min(allowanceOut, 0.0125 * riskWeighted) + liabilities['3200'];
  const capitalPrefix =
    q.index >= Q_2015Q1 ? (p.foreignOffices ? 'RCFA' : 'RCOA') : p.foreignOffices ? 'RCFD' : 'RCON';
  const ratio = (value: number) => Math.round(value * 10000) / 10000 || 0;
  items.set(code(capitalPrefix, '8274'), tier1);
  items.set(code(capitalPrefix, '7204'), ratio((100 * tier1) / Math.max(leverageAssets, 1)));
  const communityLeverage =
    traits.communityLeverageElector &&
    q.index >= Q_2020Q1 &&
    items.get(code(capitalPrefix, '7204'))! > 9;
  if (!communityLeverage) {
    items.set(code(capitalPrefix, '7206'), ratio((100 * tier1) / Math.max(riskWeighted, 1)));
    items.set(
      code(capitalPrefix, '7205'),
      ratio((100 * (tier1 + tier2)) / Math.max(riskWeighted, 1)),
    );
    if (q.index >= Q_2015Q1)
      items.set(
        code(capitalPrefix, 'P793'),
        ratio((100 * (tier1 - R(state.preferred))) / Math.max(riskWeighted, 1)),
      );
  }
}
