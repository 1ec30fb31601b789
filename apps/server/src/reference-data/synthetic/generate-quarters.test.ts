import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstitutionType } from '@app/core/domain/products';
import type { CallReport } from '../data/call-report';
import { readFfiecCallReport } from '../data/importers/read-ffiec';
import { readNcuaCallReport } from '../data/importers/read-ncua';
import { metricsOf } from '../catalogue/find-metric';
import { inputsOf } from '../catalogue/metric-inputs';
import { ReportWindow } from '../data/report-window';
import { demoInstitutions } from './demo-institutions';
import {
  bankBatch,
  creditUnionBatch,
  generateQuarterBatches,
  writeQuarterFiles,
  type SyntheticQuarter,
} from './generate-quarters';
import { modelRatePath } from './rate-path';

/**
 * Codes a catalogue formula reads that the generator deliberately never files, each with the
 * reason. Every other code the formulas read must appear in the generated reports.
 */
const NOT_GENERATED: Record<InstitutionType, Record<string, string>> = {
  bank: {
    // RC-K deposit averages sit in the domestic column on every form, the 031 included.
    RCFD3485: 'RC-K transaction account average is RCON on the 031 too',
    RCFDB563: 'RC-K savings average is RCON on the 031 too',
    RCFDHK16: 'RC-K time deposit average is RCON on the 031 too',
    RCFDHK17: 'RC-K time deposit average is RCON on the 031 too',
    // The CET1 ratio exists since 2015 and is filed as RCFAP793 / RCOAP793 only.
    RCFDP793: 'CET1 ratio began in 2015 with the RCFA prefix',
    RCONP793: 'CET1 ratio began in 2015 with the RCOA prefix',
    // Totals of the FDIC SDI files, read where the call-report items are absent.
    ...Object.fromEntries(
      [
        'ASSET2',
        'ASSET5',
        'CHBAL',
        'COREDEP',
        'ERNAST',
        'FREPO',
        'FREPP',
        'INTAN',
        'LNLSNET',
        'LNRERES',
        'NCLNLS',
        'NTLNLS',
        'NTRTIME',
        'SC',
      ].map((name) => [`SDI_${name}`, 'FDIC SDI total: only quarters imported from SDI carry it']),
    ),
    // The FDIC's published ratios (Performance and Condition Ratios), fallbacks of SDI quarters.
    ...Object.fromEntries(
      ['ROE', 'NIMY', 'INTINCY', 'NTLNLSR', 'LNLSGR5'].map((name) => [
        `SDI_${name}`,
        'FDIC published ratio: only quarters imported from SDI carry it',
      ]),
    ),
    // RC-K average earning assets and loans (the UBPR's NIM, yield and charge-off bases): the
    // model keeps quarter-end balances only, and the formulas fall back to their averages.
    ...Object.fromEntries(
      ['3365', '3381', '3401', '3484', 'B558', 'B559', 'B560']
        .flatMap((item) => [`RCON${item}`, `RCFD${item}`])
        .concat(['RCON3360', 'RCFN3360'])
        .map((code) => [code, 'RC-K earning-asset average: the model has quarter-end balances']),
    ),
    // RC-R amounts behind the ratios, read only where no ratio is reported (FDIC SDI files):
    // the model reports the ratios.
    ...Object.fromEntries(
      ['5311', 'A223', 'A224']
        .flatMap((item) => ['RCFA', 'RCOA', 'RCFD', 'RCON'].map((prefix) => `${prefix}${item}`))
        .map((code) => [code, 'RC-R amount read where no ratio is reported']),
    ),
  },
  'credit union': {
    // The generated CECL adopters phase nothing in: their ACCT_998 is net worth over assets.
    ACCT_NW0004:
      'CECL transition provision (FS220R): no generated credit union takes the transition',
  },
};

/** Every code the catalogue's formulas ask for, found by running them on recording histories. */
function codesReadByCatalogue(type: InstitutionType): Set<string> {
  // Every branch of every formula (inputsOf): a fallback behind a figure the generator always
  // files (NCUA's ACCT_998 before the computed net worth ratio) is still read somewhere.
  return new Set(metricsOf(type).flatMap(inputsOf));
}

const SEED = 11;
const ratePath = modelRatePath();

interface Run {
  quarters: SyntheticQuarter[];
  /** Metric values by metric id and report date, for the metrics the checks look at. */
  metric(type: InstitutionType, metricId: string, reportDate: string): number[];
  /** Share of institutions with a value of the metric at the date. */
  coverage(type: InstitutionType, metricId: string, reportDate: string): number;
  codes: Record<InstitutionType, Set<string>>;
}

const KEY_METRICS: Record<InstitutionType, string[]> = {
  bank: [
    'LBPR2170', // total assets
    'LBPR2122', // loans
    'LBPR2200', // deposits
    'LBPRE013', // ROA
    'LBPRNIM', // net interest margin
    'LBPRLNDEP', // loans to deposits
    'LBPR7204', // leverage ratio
    'LBPRPD30TOT', // past due 30-89
    'LBPRQCOSTIBD', // cost of interest-bearing deposits (category 2)
  ],
  'credit union': [
    'ACCT_010',
    'ACCT_025B',
    'ACCT_018',
    'FPR_ROA',
    'FPR_NIM',
    'FPR_LNSHR',
    'FPR_NWRATIO',
    'FPR_DELINQ',
    'FPR_QCOSTSHDEP',
  ],
};
const REALISM_METRICS: Record<InstitutionType, string[]> = {
  bank: ['LBPRPDNATOT', 'LBPRASSETYOY'],
  'credit union': ['FPR_ASSETYOY'],
};

/** The full 80 quarters of a small dataset, in memory, with the metrics the checks need. */
function generateRun(banks: number, creditUnions: number): Run {
  const quarters: SyntheticQuarter[] = [];
  const values = new Map<string, number[]>();
  const counts = new Map<string, number>();
  const codes: Record<InstitutionType, Set<string>> = {
    bank: new Set(),
    'credit union': new Set(),
  };
  const windows = {
    bank: new ReportWindow('bank', 12),
    'credit union': new ReportWindow('credit union', 12),
  };
  for (const quarter of generateQuarterBatches({ seed: SEED, banks, creditUnions, ratePath })) {
    quarters.push(quarter);
    for (const [type, batch] of [
      ['bank', bankBatch(quarter)],
      ['credit union', creditUnionBatch(quarter)],
    ] as const) {
      const window = windows[type];
      window.trim(quarter.reportDate);
      window.add(quarter.reportDate, new Map(batch.reports.map((r) => [r.iid, r.items])));
      for (const report of batch.reports)
        for (const code of Object.keys(report.items)) codes[type].add(code);
      const ids = [...KEY_METRICS[type], ...REALISM_METRICS[type]];
      const metrics = metricsOf(type).filter((m) => ids.includes(m.metricId));
      const iids = window.iidsAt(quarter.reportDate);
      for (const metric of metrics) {
        const key = `${type}|${metric.metricId}|${quarter.reportDate}`;
        const list: number[] = [];
        for (const iid of iids) {
          const value = metric.compute(window.historyOf(iid, quarter.reportDate));
          if (value !== null) list.push(value);
        }
        values.set(key, list);
        counts.set(key, iids.length);
      }
    }
  }
  return {
    quarters,
    codes,
    metric: (type, metricId, reportDate) => values.get(`${type}|${metricId}|${reportDate}`) ?? [],
    coverage: (type, metricId, reportDate) => {
      const key = `${type}|${metricId}|${reportDate}`;
      return (values.get(key)?.length ?? 0) / (counts.get(key) ?? 1);
    },
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median over the institutions of the median of their values at the given dates. */
function medianOver(run: Run, type: InstitutionType, metricId: string, dates: string[]): number {
  return median(dates.flatMap((date) => run.metric(type, metricId, date)));
}

async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(folder, full), await readFile(full));
  }
  return out;
}

function firstQuarters(seed: number, count: number) {
  return [
    ...generateQuarterBatches({ seed, banks: 12, creditUnions: 12, ratePath, quarterCount: count }),
  ];
}

describe('synthetic dataset generator', () => {
  let run: Run;
  let scratch: string;

  beforeAll(async () => {
    run = generateRun(40, 40);
    scratch = await mkdtemp(path.join(tmpdir(), 'synthetic-test-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('writes byte-identical files for one seed and different files for another', async () => {
    const a = firstQuarters(5, 3).at(-1)!;
    const b = firstQuarters(5, 3).at(-1)!;
    const c = firstQuarters(6, 3).at(-1)!;
    await writeQuarterFiles(a, path.join(scratch, 'a'));
    await writeQuarterFiles(b, path.join(scratch, 'b'));
    await writeQuarterFiles(c, path.join(scratch, 'c'));
    const filesA = await filesOf(path.join(scratch, 'a'));
    const filesB = await filesOf(path.join(scratch, 'b'));
    const filesC = await filesOf(path.join(scratch, 'c'));
    expect(filesA.size).toBeGreaterThan(10);
    expect([...filesB.keys()].sort()).toEqual([...filesA.keys()].sort());
    for (const [name, content] of filesA)
      expect(filesB.get(name)?.equals(content), name).toBe(true);
    const differing = [...filesA].filter(([name, content]) => !filesC.get(name)?.equals(content));
    expect(differing.length).toBeGreaterThan(0);
  });

  it('writes files the FFIEC and NCUA importers read back to the same reports', async () => {
    for (const quarter of [run.quarters[12]!, run.quarters[79]!]) {
      const files = await writeQuarterFiles(quarter, path.join(scratch, quarter.reportDate));
      const banks = await readFfiecCallReport(files.ffiec);
      const creditUnions = await readNcuaCallReport(files.ncua);
      const expectedBanks = bankBatch(quarter);
      const expectedCreditUnions = creditUnionBatch(quarter);
      expect(banks.reportDate).toBe(quarter.reportDate);
      expect(banks.reports).toHaveLength(quarter.banks.length);
      expect(creditUnions.reports).toHaveLength(quarter.creditUnions.length);
      expect(banks.reports).toEqual(expectedBanks.reports);
      expect(creditUnions.reports).toEqual(expectedCreditUnions.reports);
      // Ownership type is not in the FFIEC files (generateDataset sets it after the import).
      expect(banks.institutions).toEqual(
        expectedBanks.institutions.map((i) => ({ ...i, ownershipType: null })),
      );
      expect(creditUnions.institutions).toEqual(expectedCreditUnions.institutions);
    }
  });

  it('files every item code the metric catalogue reads, or says why not', () => {
    for (const type of ['bank', 'credit union'] as const) {
      const read = codesReadByCatalogue(type);
      expect(read.size).toBeGreaterThan(100);
      const missing = [...read].filter(
        (code) => !run.codes[type].has(code) && !(code in NOT_GENERATED[type]),
      );
      expect(missing, `${type} codes read by formulas but never generated`).toEqual([]);
      // The exceptions are real exceptions: read by a formula, never generated.
      for (const code of Object.keys(NOT_GENERATED[type])) {
        expect(read.has(code), `${code} is no longer read`).toBe(true);
        expect(run.codes[type].has(code), `${code} is generated after all`).toBe(false);
      }
    }
  });

  it('gives at least 95% of institutions a value for the key metrics', () => {
    for (const date of ['2012-09-30', '2019-12-31', '2025-12-31'])
      for (const type of ['bank', 'credit union'] as const)
        for (const metricId of KEY_METRICS[type])
          expect(
            run.coverage(type, metricId, date),
            `${type} ${metricId} ${date}`,
          ).toBeGreaterThanOrEqual(0.95);
  });

  it('has more past due loans in 2009-10 than in 2006 and 2019', () => {
    const quarterEnds = (years: number[]) =>
      years.flatMap((y) => ['03-31', '06-30', '09-30', '12-31'].map((d) => `${y}-${d}`));
    for (const [type, metricId] of [
      ['bank', 'LBPRPDNATOT'],
      ['credit union', 'FPR_DELINQ'],
    ] as const) {
      const crisis = medianOver(run, type, metricId, quarterEnds([2009, 2010]));
      expect(crisis).toBeGreaterThan(medianOver(run, type, metricId, quarterEnds([2006])));
      expect(crisis).toBeGreaterThan(medianOver(run, type, metricId, quarterEnds([2019])));
    }
  });

  it('pays more for deposits in 2023 than in 2021', () => {
    const quarterEnds = (year: number) =>
      ['03-31', '06-30', '09-30', '12-31'].map((d) => `${year}-${d}`);
    for (const [type, metricId] of [
      ['bank', 'LBPRQCOSTIBD'],
      ['credit union', 'FPR_QCOSTSHDEP'],
    ] as const) {
      expect(medianOver(run, type, metricId, quarterEnds(2023))).toBeGreaterThan(
        medianOver(run, type, metricId, quarterEnds(2021)),
      );
    }
  });

  it('grows assets faster in 2020 than in 2019', () => {
    for (const [type, metricId] of [
      ['bank', 'LBPRASSETYOY'],
      ['credit union', 'FPR_ASSETYOY'],
    ] as const) {
      expect(median(run.metric(type, metricId, '2020-12-31'))).toBeGreaterThan(
        median(run.metric(type, metricId, '2019-12-31')),
      );
    }
  });

  it('includes the demo institutions, as the demo accounts know them, in every quarter', () => {
    for (const quarter of [run.quarters[0]!, run.quarters[79]!]) {
      const institutions = [
        ...bankBatch(quarter).institutions,
        ...creditUnionBatch(quarter).institutions,
      ];
      for (const demo of demoInstitutions) {
        const found = institutions.find(
          (i) => i.agencyId === demo.agencyId && i.institutionType === demo.type,
        );
        expect(found, demo.name).toMatchObject({
          name: demo.name,
          city: demo.city,
          state: demo.state,
        });
      }
    }
  });

  it('keeps names unique within a state and totals equal to the sums of their parts', () => {
    const last = run.quarters[79]!;
    const names = [...bankBatch(last).institutions, ...creditUnionBatch(last).institutions].map(
      (i) => `${i.state}|${i.name.toLowerCase()}`,
    );
    expect(new Set(names).size).toBe(names.length);
    const check = (report: CallReport, total: string, parts: string[]) => {
      const sum = parts.reduce((t, code) => t + (report.items[code] ?? 0), 0);
      expect(report.items[total], `${report.iid} ${total}`).toBe(sum);
    };
    for (const report of bankBatch(last).reports) {
      const c = report.items.RCFD2170 !== undefined ? 'RCFD' : 'RCON';
      check(report, `${c}2170`, [`${c}2948`, `${c}G105`]);
      check(report, 'RCON2200', [
        'RCON2215',
        'RCON6810',
        'RCON0352',
        'RCON6648',
        'RCONJ473',
        'RCONJ474',
      ]);
      const i = report.items;
      expect(i.RIAD4074).toBe(i.RIAD4107! - i.RIAD4073!);
      expect(i.RIAD4340).toBe(i.RIAD4301! - i.RIAD4302!);
    }
    for (const report of creditUnionBatch(last).reports) {
      check(report, 'ACCT_018', ['ACCT_013', 'ACCT_880']);
      check(report, 'ACCT_350', ['ACCT_380', 'ACCT_381', 'ACCT_340']);
      check(report, 'ACCT_041B', ['ACCT_DL0141', 'ACCT_021B', 'ACCT_022B', 'ACCT_023B']);
      check(report, 'ACCT_997', ['ACCT_940', 'ACCT_658', 'ACCT_925A']);
    }
  });
});
