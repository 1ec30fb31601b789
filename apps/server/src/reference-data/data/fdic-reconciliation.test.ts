import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/config/paths';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { metricsOf } from '../catalogue/find-metric';
import { openTestDatabase } from '../../testing/test-database';
import { importBatch } from './import-batch';
import { readFdicAllReports } from './importers/read-fdic';
import { bankScoreAreas } from '../catalogue/score-areas';
import { expectScoredWhereMeasured } from '../../testing/score-shares';

const fdicFolder = path.resolve(repoRoot, '..', 'shared', 'data', 'real', 'fdic', 'sdi-2019-06-30');

/** One bank's SDI fields, as published (thousands of dollars), blank cells absent. */
type Fields = Record<string, number | undefined>;

/**
 * The SDI files read here on their own (not through read-fdic), so that the figures a bank sees
 * are checked against the published fields by code that shares nothing with the importer.
 */
function readPublishedFields(folder: string): Map<number, Fields> {
  const banks = new Map<number, Fields>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.csv'))) {
    const rows = parse(readFileSync(path.join(folder, name)), { columns: true }) as Record<
      string,
      string
    >[];
    for (const row of rows) {
      const cert = Number(row.cert);
      const fields = banks.get(cert) ?? {};
      for (const [column, text] of Object.entries(row)) {
        const value = text.trim() === '' ? undefined : Number(text);
        fields[column.toLowerCase()] = Number.isFinite(value) ? value : undefined;
      }
      banks.set(cert, fields);
    }
  }
  return banks;
}

/** a / b × 100, as FDIC computes its ratios; null without an input or on a zero base. */
function pct(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined || b === undefined || b === 0) return null;
  return (a / b) * 100;
}
const sum = (...values: (number | undefined)[]) =>
  values.some((v) => v === undefined) ? undefined : values.reduce<number>((t, v) => t + v!, 0);
const minus = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a - b;
const thousands = (value: number | undefined) => (value === undefined ? null : value * 1000);

/**
 * The figures SDI publishes, or that FDIC's own definitions give from its fields, next to the
 * metric a bank sees. The ratio report of the download (Performance and Condition Ratios) is
 * not in the sample, so its ratios are recomputed from their published definitions: noncurrent
 * loans / gross loans (NCLNLSR), net income annualized / asset5 (ROA), equity / assets,
 * net loans / deposits (LNLSDEPR), tier 1 / leverage assets (RBC1AAJ), ...
 */
const CHECKS: { metricId: string; published: (f: Fields) => number | null }[] = [
  { metricId: 'LBPR2170', published: (f) => thousands(f.asset) },
  { metricId: 'LBPR2200', published: (f) => thousands(f.dep) },
  { metricId: 'LBPR2122', published: (f) => thousands(f.lnlsgr) },
  { metricId: 'LBPR3123', published: (f) => thousands(f.lnatres) },
  { metricId: 'LBPR3210', published: (f) => thousands(f.eq) },
  { metricId: 'LBPRG105', published: (f) => thousands(f.eqtot) },
  { metricId: 'LBPR2150', published: (f) => thousands(f.ore) },
  { metricId: 'LBPR4340', published: (f) => thousands(f.netinc) },
  { metricId: 'LBPR4074', published: (f) => thousands(f.nim) },
  { metricId: 'LBPRCASHDUE', published: (f) => thousands(f.chbal) },
  { metricId: 'LBPRSECTOT', published: (f) => thousands(f.sc) },
  { metricId: 'LBPRCOREDEP', published: (f) => thousands(f.coredep) },
  { metricId: 'LBPRTIMEDEP', published: (f) => thousands(f.ntrtime) },
  { metricId: 'LBPRLNRES', published: (f) => thousands(f.lnreres) },
  { metricId: 'LBPRB529', published: (f) => thousands(minus(f.lnlsnet, f.lnlssale)) },
  { metricId: 'LBPRNCOUSD', published: (f) => thousands(f.ntlnls) },
  { metricId: 'LBPR8274', published: (f) => thousands(f.rbct1j) },
  { metricId: 'LBPR4301', published: (f) => thousands(sum(f.idpretx, f.iglsec)) },
  { metricId: 'LBPRNCLN', published: (f) => pct(f.nclnls, f.lnlsgr) },
  { metricId: 'LBPRNPAAS', published: (f) => pct(sum(f.nclnls, f.ore), f.asset) },
  {
    metricId: 'LBPRTEXAS',
    published: (f) => {
      const cushion = sum(minus(f.eq, f.intan), f.lnatres);
      return cushion === undefined || cushion <= 0 ? null : pct(sum(f.nclnls, f.ore), cushion);
    },
  },
  { metricId: 'LBPRE013', published: (f) => pct(sum(f.netinc, f.netinc), f.asset5) },
  { metricId: 'LBPRE003', published: (f) => pct(sum(f.nim, f.nim), f.asset5) },
  { metricId: 'LBPREQAS', published: (f) => pct(f.eq, f.asset) },
  { metricId: 'LBPRLNDEP', published: (f) => pct(f.lnlsnet, f.dep) },
  { metricId: 'LBPRDEPAS', published: (f) => pct(f.dep, f.asset) },
  { metricId: 'LBPRCOREDEPAS', published: (f) => pct(f.coredep, f.asset) },
  { metricId: 'LBPRALLLLN', published: (f) => pct(f.lnatres, f.lnlsgr) },
  { metricId: 'LBPRE088', published: (f) => pct(f.nonix, sum(f.nim, f.nonii)) },
  { metricId: 'LBPR7204', published: (f) => pct(f.rbct1j, f.avassetj) },
  { metricId: 'LBPR7206', published: (f) => pct(f.rbct1j, f.rwajt) },
  { metricId: 'LBPR7205', published: (f) => pct(sum(f.rbct1j, f.rbct2), f.rwajt) },
];

/**
 * SDI figures no metric equals, each with the reason. These are the only differences the test
 * accepts: a bank that departs from a published figure for any other reason fails it.
 */
const EXPLAINED: {
  metricId: string;
  applies: (f: Fields) => boolean;
  why: string;
}[] = [
  {
    metricId: 'LBPREQAS',
    applies: (f) => f.eqtot !== f.eq,
    why: 'FDIC’s equity to assets (EQV) counts minority interests (eqtot); the UBPR ratio, ours, is bank equity capital C(3210) (eq) only',
  },
];

/** FDIC’s own ratios that differ from a metric by definition (see EXPLAINED). */
const FDIC_DEFINITIONS: { metricId: string; published: (f: Fields) => number | null }[] = [
  { metricId: 'LBPREQAS', published: (f) => pct(f.eqtot, f.asset) },
];

const SPLIT = 'SDI gives only the total of this item and others';
const PRIOR_QUARTER = 'a quarter’s own flow needs the previous quarter’s year-to-date figure';
const AVERAGE =
  'the average balance needs the earlier quarters of the year (SDI carries asset5/asset2 for assets only)';
const PUBLISHED =
  'no averages, and the FDIC’s published ratio is in the Performance and Condition Ratios report the sample lacks (the loan yield’s interest on loans in Total Interest Income)';
const GROWTH = 'growth needs the balances of earlier quarters';
const NOT_IN_SAMPLE =
  'its items are in SDI reports the sample lacks (past due, charge-offs, securities, income detail, CET1)';

/** Bank metrics the four SDI reports of one quarter cannot give, for any bank, and why. */
const NULL_FOR_EVERY_BANK: Record<string, string> = {
  ...Object.fromEntries(
    [
      'B987',
      'B989',
      '1754',
      '1773',
      '1797',
      '5367',
      '5368',
      '3163',
      '0426',
      '6648',
      'J473',
      'B993',
      'B995',
    ].map((item) => [`LBPR${item}`, SPLIT]),
  ),
  ...Object.fromEntries(
    [
      'QCOSTTRN',
      'QCOSTSAV',
      'QCOSTTD',
      'QCOSTJTD',
      'QCOSTTIME',
      'QCOSTFOR',
      'QCOSTIBD',
      'QCOSTDEP',
      'QCOSTFFP',
      'QCOSTOBM',
      'QCOSTBORR',
      'QCOF',
      'QINTEXPAA',
      'ROAQ',
      'NIQ',
      'NCOQ',
    ].map((id) => [`LBPR${id}`, PRIOR_QUARTER]),
  ),
  ...Object.fromEntries(
    ['COF', 'DEPCOST', 'RETEQ', 'GCO', 'SVCDEP'].map((id) => [`LBPR${id}`, AVERAGE]),
  ),
  ...Object.fromEntries(
    ['ROE', 'NIM', 'YEA', 'LNYLD', 'NCO'].map((id) => [`LBPR${id}`, PUBLISHED]),
  ),
  ...Object.fromEntries(
    [
      'ASSETGR3',
      'ASSETGR',
      'ASSETYOY',
      'LOANGR',
      'LOANYOY',
      'DEPGR',
      'DEPYOY',
      'EQGR',
      'EQYOY',
      'NMDGR',
      'NMDYOY',
      'COREDEPGR',
      'COREDEPYOY',
      'LOANGR3',
      'DEPGR3',
      'NIYOY',
      'HFSRES4Q',
    ].map((id) => [`LBPR${id}`, GROWTH]),
  ),
  ...Object.fromEntries(
    [
      'PLEDGED',
      'P793',
      'PD30TOT',
      'PD90TOT',
      'NATOT',
      'PDNATOT',
      'RECOV',
      '4635',
      '4605',
      'INSNII',
      'LNSALENII',
      'SERVNII',
      'BROKNII',
      'INSINC',
      ...['AG', 'CI', 'CON', 'CNS', 'CRE', 'LS', 'MF', 'RES', 'OTH'].flatMap((type) => [
        `PD30${type}`,
        `PD90${type}`,
        `NA${type}`,
      ]),
    ].map((id) => [`LBPR${id}`, NOT_IN_SAMPLE]),
  ),
};

describe.skipIf(!existsSync(fdicFolder))('FDIC SDI 2019-06-30 reconciliation', () => {
  let handle: DatabaseHandle;
  let published: Map<number, Fields>;
  /** Per FDIC cert, the metric values a bank sees. */
  let ours: Map<number, Map<string, number | null>>;
  /** Per FDIC cert, the metrics shown as "not reported in the source files". */
  let notReported: Map<number, Set<string>>;

  beforeAll(async () => {
    published = readPublishedFields(fdicFolder);
    handle = await openTestDatabase('embedded');
    await importBatch(handle.db, await readFdicAllReports(fdicFolder), metricsOf('bank'));
    const slots = await queryRows<{ metric_id: string; slot: number }>(
      handle.db,
      sql`select metric_id, slot from metric_slots where institution_type = 'bank'`,
    );
    const rows = await queryRows<{
      cert: number;
      values: (number | null)[];
      notReported: number[] | null;
    }>(
      handle.db,
      sql`select i.fdic_cert as cert, v.values, v.not_reported as "notReported"
          from metric_values v join institutions i using (iid)
          where v.institution_type = 'bank' and v.report_date = '2019-06-30'`,
    );
    notReported = new Map(
      rows.map((row) => [
        row.cert,
        new Set(slots.filter((s) => row.notReported?.includes(s.slot)).map((s) => s.metric_id)),
      ]),
    );
    ours = new Map(
      rows.map((row) => [
        row.cert,
        new Map(slots.map((s) => [s.metric_id, row.values[s.slot - 1] ?? null])),
      ]),
    );
  }, 900_000);
  afterAll(() => handle?.close());

  /**
   * Every bank's value of each check against the figure the check reads from the files (equal
   * within 1e-9 relative, or both missing); a difference is explained when EXPLAINED names its
   * cause, else it is listed.
   */
  const compare = (
    checks: { metricId: string; published: (f: Fields) => number | null }[],
    source: string,
  ) => {
    const unexplained: string[] = [];
    const explained = new Map<string, number>();
    let compared = 0;
    for (const { metricId, published: publishedValue } of checks) {
      for (const [cert, fields] of published) {
        const expected = publishedValue(fields);
        const value = ours.get(cert)?.get(metricId) ?? null;
        compared += 1;
        const same =
          expected === null
            ? value === null
            : value !== null &&
              Math.abs(value - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
        if (same) continue;
        const reason = EXPLAINED.find((e) => e.metricId === metricId && e.applies(fields));
        if (reason) explained.set(reason.why, (explained.get(reason.why) ?? 0) + 1);
        else unexplained.push(`${metricId} cert ${cert}: ours ${value}, ${source} ${expected}`);
      }
    }
    return { compared, unexplained, explained };
  };

  it('loads all 5,312 banks of the files, $18.4 trillion', () => {
    expect(published.size).toBe(5312);
    expect(ours.size).toBe(5312);
    const total = [...ours.values()].reduce((t, metrics) => t + metrics.get('LBPR2170')!, 0);
    // Thousands in the files, dollars in the metric: 18,360,237,159 thousand.
    expect(total).toBe(18_360_237_159_000);
  });

  it('every figure SDI publishes equals the one a bank sees, with 0 unexplained differences', () => {
    const { compared, unexplained, explained } = compare(CHECKS, 'published');
    expect(compared).toBe(CHECKS.length * 5312);
    expect(unexplained.slice(0, 20)).toEqual([]);
    expect(unexplained.length).toBe(0);
    expect(Object.fromEntries(explained)).toEqual({});
  });

  it('FDIC’s own ratios that differ by definition differ only where the definition does', () => {
    const { unexplained, explained } = compare(FDIC_DEFINITIONS, 'FDIC');
    expect(unexplained).toEqual([]);
    // The 129 banks with minority interests in consolidated subsidiaries (eqtot ≠ eq).
    expect(Object.fromEntries(explained)).toEqual({ [EXPLAINED[0]!.why]: 129 });
  });

  it('the metrics no bank has a value for are exactly those the files cannot give', () => {
    const scores = new Set(['LHAC0030', 'LHAC0031', 'LHAC0032', 'LHAC0033', 'LHAC0034']);
    const ids = metricsOf('bank')
      .map((m) => m.metricId)
      .filter((id) => !scores.has(id));
    const nullForAll = ids.filter((id) =>
      [...ours.values()].every((metrics) => (metrics.get(id) ?? null) === null),
    );
    expect(
      Object.fromEntries(nullForAll.map((id) => [id, NULL_FOR_EVERY_BANK[id] ?? '?'])),
    ).toEqual(NULL_FOR_EVERY_BANK);
    // 210 formula metrics; 97 need what the sample lacks, 113 have a value for some bank.
    expect([ids.length, nullForAll.length]).toEqual([210, 97]);
  });

  it('says "not reported" where the download lacks the SDI report, not where a total stands in', () => {
    const bank1880 = notReported.get(4829)!;
    // Past due and charge-offs are in SDI reports the sample lacks (the import report lists them).
    for (const id of ['LBPRPD30TOT', 'LBPRPD30RES', 'LBPRRECOV', 'LBPR4635', 'LBPR1754'])
      expect(bank1880.has(id), id).toBe(true);
    // ROE, NIM, yields and net charge-offs: no averages, and no ratio report to fall back on.
    for (const id of ['LBPRROE', 'LBPRNIM', 'LBPRYEA', 'LBPRLNYLD', 'LBPRNCO'])
      expect(bank1880.has(id), id).toBe(true);
    // Noncurrent loans, securities and net charge-offs come from SDI's own totals.
    for (const id of ['LBPRNCLN', 'LBPRTEXAS', 'LBPRSECTOT', 'LBPRNCOUSD'])
      expect(bank1880.has(id), id).toBe(false);
  });

  it('scores each area for the banks with 3 of its measures, a fifth per score (20% ± 1 pt)', () => {
    const scored = expectScoredWhereMeasured(bankScoreAreas, [...ours.values()]);
    // Profitability rests on ROE, NIM and the like, which need averages this one quarter has
    // not: it is scored exactly where 3 of its 4 measures are (above), however many that is.
    for (const id of ['LHAC0030', 'LHAC0032', 'LHAC0033', 'LHAC0034'])
      expect(scored[id], id).toBeGreaterThan(4500);
  });

  it('1880 Bank (cert 4829) shows the Texas ratio FDIC’s figures give: 6.34%', () => {
    const texas = ours.get(4829)?.get('LBPRTEXAS');
    // (nclnls 3,409 + ore 0) / (eq 53,962 − intan 2,094 + lnatres 1,893) × 100
    expect(texas).toBeCloseTo((3409 / 53761) * 100, 10);
    expect(texas!.toFixed(2)).toBe('6.34');
  });

  it('no Texas, NPA or noncurrent ratio is 0 or blank where the files report its inputs', () => {
    const wrong: string[] = [];
    for (const [cert, f] of published) {
      const value = (id: string) => ours.get(cert)?.get(id) ?? null;
      const problem = (f.nclnls ?? 0) + (f.ore ?? 0);
      const reported = (...inputs: (number | undefined)[]) => inputs.every((v) => v !== undefined);
      const cushion = (f.eq ?? 0) - (f.intan ?? 0) + (f.lnatres ?? 0);
      const checks: [string, boolean, number][] = [
        ['LBPRTEXAS', reported(f.nclnls, f.ore, f.eq, f.intan, f.lnatres) && cushion > 0, problem],
        ['LBPRNPAAS', reported(f.nclnls, f.ore, f.asset) && f.asset! > 0, problem],
        ['LBPRNCLN', reported(f.nclnls, f.lnlsgr) && f.lnlsgr! > 0, f.nclnls ?? 0],
      ];
      for (const [id, inputsReported, numerator] of checks) {
        if (!inputsReported) continue;
        const v = value(id);
        if (v === null || (v === 0 && numerator !== 0)) wrong.push(`${id} cert ${cert}: ${v}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
