import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReport } from '../call-report';
import { fakeReportHistory } from '../../catalogue/fake-report-history';
import { findMetric } from '../../catalogue/find-metric';
import { readFfiecCallReport } from './read-ffiec';
import { fixturePath } from './test-fixtures';

/**
 * One FFIEC 041 filer (IDRSSD 242) in March 2019, one file per schedule the bank catalogue
 * reads (fixtures/ffiec-03312019-schedules, values made up to be easy to follow). Each test
 * reads the folder as `npm run data -- import ffiec` does, checks that the schedule's MDRM
 * codes arrive as items, and computes the metrics the schedule feeds by hand. March: YTD
 * figures annualize × 4 and the year-to-date RC-K average is March's own.
 */
describe('FFIEC CDR schedules the bank metrics read', () => {
  let report: CallReport;
  const value = (metricId: string) => {
    const metric = findMetric(metricId, 'bank');
    if (!metric) throw new Error(`No bank metric ${metricId}`);
    return metric.compute(fakeReportHistory('bank', '2019-03-31', [report.items]));
  };
  const expectValue = (metricId: string, expected: number) => {
    expect(value(metricId)).not.toBeNull();
    expect(value(metricId)!).toBeCloseTo(expected, 10);
  };

  beforeAll(async () => {
    const batch = await readFfiecCallReport(fixturePath('ffiec-03312019-schedules'));
    expect(batch.reportDate).toBe('2019-03-31');
    report = batch.reports.find((r) => r.iid === 242)!;
  });

  it('RC (balance sheet): assets, cash, liquid assets, equity', () => {
    expect(report.items).toMatchObject({ RCON2170: 15000, RCON0081: 500, RCON3210: 1500 });
    expect(value('LBPR2170')).toBe(15_000_000);
    expect(value('LBPRCASHDUE')).toBe(2_000_000);
    // (0081 500 + 0071 1,500 + B987 300 + B989 200 + AFS 1773 2,000 + HTM fair value 1771 980) / 15,000
    expectValue('LBPRLIQASSET', (5480 / 15000) * 100);
    expectValue('LBPREQAS', 10);
  });

  it('RC-B (securities): pledged securities over HTM + AFS + equity securities', () => {
    expect(report.items).toMatchObject({ RCON1771: 980, RCON0416: 1200 });
    // 1,200 / (1,000 + 2,000 + 0)
    expectValue('LBPRPLEDGED', 40);
  });

  it('RC-C Part I (loans): loan types, residential share, net loans to deposits', () => {
    expect(report.items).toMatchObject({ RCON2122: 8000, RCON1797: 500, RCON5368: 200 });
    expect(value('LBPRLNRES')).toBe(2_200_000);
    expectValue('LBPRCONCRES', 27.5);
    // 8,000 less the typed 7,700 (ag 1,000, C&I 1,000, construction 500, consumer 500, CRE
    // 2,000, multifamily 500, residential 2,200)
    expect(value('LBPRLNOTH')).toBe(300_000);
    // UBPR net loans and leases: (8,000 − allowance 100) / deposits 12,000
    expectValue('LBPRLNDEP', (7900 / 12000) * 100);
  });

  it('RC-E (deposits): core deposits, time deposits, non-maturity share', () => {
    expect(report.items).toMatchObject({ RCONJ474: 1000, RCONHK05: 300, RCON6810: 2500 });
    // 12,000 − 1,000 over $250K − 300 insured brokered
    expect(value('LBPRCOREDEP')).toBe(10_700_000);
    expectValue('LBPRTIMEDEPS', (5000 / 12000) * 100);
    expectValue('LBPRNMDDEP', (7000 / 12000) * 100);
  });

  it('RC-K (quarterly averages): the UBPR denominators of ROA, NIM, loan yield, charge-offs', () => {
    expect(report.items).toMatchObject({ RCON3368: 14800, RCON3360: 7600, RCON3381: 1400 });
    // NI 36 × 4 / average assets 14,800 (not the quarter-end 15,000)
    expectValue('LBPRE013', ((36 * 4) / 14800) * 100);
    // NII 130 × 4 / (3381 1,400 + B558 1,500 + B559 1,000 + B560 500 + 3365 500 + 3360 7,600)
    expectValue('LBPRNIM', ((130 * 4) / 12500) * 100);
    expectValue('LBPRLNYLD', ((120 * 4) / 7600) * 100);
    expectValue('LBPRNCO', (((7 - 2) * 4) / 7600) * 100);
    // deposit interest (1 + 10 + 12 + 4) × 4 / (3485 800 + B563 3,900 + HK16 3,900 + HK17 1,000)
    expectValue('LBPRQCOSTIBD', ((27 * 4) / 9600) * 100);
    expectValue('LBPRDEPCOST', ((27 * 4) / 9600) * 100);
    // interest expense 30 × 4 / (deposits 9,600 + fed funds and repos 0 + other borrowed 400)
    expectValue('LBPRCOF', ((30 * 4) / 10000) * 100);
  });

  it('RC-M (memoranda): intangibles in the tangible equity and Texas ratios', () => {
    expect(report.items).toMatchObject({ RCON3163: 200, RCON0426: 50 });
    expectValue('LBPRTCEAS', ((1500 - 250) / (15000 - 250)) * 100);
    // (nonaccrual 60 + 90 days 20 + OREO 50) / (equity 1,500 − intangibles 250 + allowance 100)
    expectValue('LBPRTEXAS', (130 / 1350) * 100);
  });

  it('RC-N (past due and nonaccrual): noncurrent, past due, per loan type', () => {
    expect(report.items).toMatchObject({ RCON1406: 80, RCON1407: 20, RCON1403: 60 });
    expectValue('LBPRNCLN', 1);
    expectValue('LBPRPD30TOT', 1);
    expectValue('LBPRPD30RES', 1);
    expectValue('LBPRNPAAS', (130 / 15000) * 100);
  });

  it('RC-R Part I (regulatory capital): the ratios as the bank reports them', () => {
    expect(report.items).toMatchObject({ RCOA8274: 1400, RCOA7204: 9.5 });
    expect(value('LBPR7204')).toBe(9.5);
    expect(value('LBPRP793')).toBe(14);
    expect(value('LBPR8274')).toBe(1_400_000);
    // non-owner-occupied CRE (300 + 200 + 500 + 1,000 + 0) / (tier 1 1,400 + allowance 100)
    expectValue('LBPRCRECAP', (2000 / 1500) * 100);
  });

  it('RI (income statement): efficiency, tax rate, fee shares', () => {
    expect(report.items).toMatchObject({ RIAD4093: 100, RIAD4301: 45 });
    expectValue('LBPRE088', (100 / 150) * 100);
    expectValue('LBPRTAXRATE', 20);
    expectValue('LBPRSVCNII', 40);
  });

  it('RI-A (changes in equity): dividends in the payout ratio', () => {
    expect(report.items).toMatchObject({ RIAD4460: 10, RIAD4470: 0 });
    expectValue('LBPRDIVPAY', (10 / 36) * 100);
  });

  it('RI-B Part I (charge-offs): gross, recoveries, net', () => {
    expect(report.items).toMatchObject({ RIAD4635: 7, RIAD4605: 2 });
    expect(value('LBPR4635')).toBe(7000);
    expect(value('LBPRNCOUSD')).toBe(5000);
    expectValue('LBPRRECOV', (2 / 7) * 100);
  });
});
