import { describe, expect, it } from 'vitest';
import {
  bankCommercialLoans,
  bankCoreDeposits,
  bankDeposits,
  bankEarningAssets,
  bankInterestBearingLiabilities,
  bankItem,
  bankLiquidAssets,
  bankNonCoreLiabilities,
  bankNonMaturityDeposits,
  bankProvision,
  bankTier1PlusAllowance,
  capitalItem,
} from './bank-items';
import { bankAverageAssets } from './bank-averages';
import { bankLoanTypes } from './bank-loan-types';
import { fakeReportHistory } from './fake-report-history';

const june = (items: Record<string, number>, ...earlier: Record<string, number>[]) =>
  fakeReportHistory('bank', '2025-06-30', [items, ...earlier]);

describe('bank items', () => {
  it('C(x) prefers RCFD and never adds RCON', () => {
    expect(bankItem(june({ RCFD2122: 800, RCON2122: 700 }), '2122')).toBe(800);
    expect(bankItem(june({ RCON2122: 700 }), '2122')).toBe(700);
  });

  it('deposits add the domestic and foreign-office columns', () => {
    // RCON2200 900 + RCFN2200 100 = 1000; there is no RCFD2200
    expect(bankDeposits(june({ RCON2200: 900, RCFN2200: 100, RCFD2200: 5 }))).toBe(1000);
    expect(bankDeposits(june({ RCON2200: 900 }))).toBe(900);
    expect(bankDeposits(june({}))).toBeNull();
  });

  it('C&I loans: RCFD1763 + RCFD1764 on the 031, else RCON1766', () => {
    expect(bankCommercialLoans(june({ RCFD1763: 150, RCFD1764: 50, RCON1766: 180 }))).toBe(200);
    expect(bankCommercialLoans(june({ RCON1766: 180 }))).toBe(180);
  });

  it('capital items: RCFA, else RCOA, else the pre-2015 C(x)', () => {
    expect(capitalItem(june({ RCFA7204: 9.5, RCOA7204: 8 }), '7204')).toBe(9.5);
    expect(capitalItem(june({ RCOA7204: 8 }), '7204')).toBe(8);
    expect(capitalItem(june({ RCON7204: 7 }), '7204')).toBe(7);
  });

  it('average assets: mean of the quarter-ends from the prior December', () => {
    // (1200 + 1100 + 1000) / 3 = 1100
    const report = june({ RCON2170: 1200 }, { RCON2170: 1100 }, { RCON2170: 1000 });
    expect(bankAverageAssets(report)).toBe(1100);
    expect(bankAverageAssets(june({ RCON2170: 1200 }, { RCON2170: 1100 }))).toBeNull();
  });

  it('earning assets sum the interest-earning lines, blanks as 0', () => {
    // 0071 10 + 1754 20 + 1773 30 + B987 5 + B989 5 + 2122 800 = 870
    const report = june({
      RCON0071: 10,
      RCON1754: 20,
      RCON1773: 30,
      RCONB987: 5,
      RCONB989: 5,
      RCON2122: 800,
      RCON0081: 999,
    });
    expect(bankEarningAssets(report)).toBe(870);
  });

  it('interest-bearing liabilities', () => {
    // 6636 600 + 6636 foreign 50 + B993 10 + B995 20 + 3190 70 + 3200 0 = 750
    const report = june({
      RCON6636: 600,
      RCFN6636: 50,
      RCONB993: 10,
      RCONB995: 20,
      RCON3190: 70,
    });
    expect(bankInterestBearingLiabilities(report)).toBe(750);
  });

  it('deposit mix: non-maturity, core', () => {
    const report = june({
      RCON2200: 1000,
      RCON2215: 300,
      RCON6810: 200,
      RCON0352: 100,
      RCONJ474: 80,
      RCONHK05: 20,
    });
    // 300 + 200 + 100 = 600
    expect(bankNonMaturityDeposits(report)).toBe(600);
    // 1000 − 80 − 20 = 900
    expect(bankCoreDeposits(report)).toBe(900);
    expect(bankCoreDeposits(june({ RCONJ474: 80 }))).toBeNull();
  });

  it('non-core liabilities and liquid assets', () => {
    const report = june({
      RCONJ474: 80,
      RCFN2200: 0,
      RCONB993: 10,
      RCONB995: 20,
      RCON3190: 70,
      RCONHK05: 20,
      RCON0081: 15,
      RCON0071: 35,
      RCONB987: 5,
      RCON1773: 100,
      RCON1771: 45,
    });
    // 80 + 0 + 10 + 20 + 70 + 20 = 200
    expect(bankNonCoreLiabilities(report)).toBe(200);
    // 15 + 35 + 5 + 100 + 45 = 200
    expect(bankLiquidAssets(report)).toBe(200);
  });

  it('provision: CECL RIADJJ33, else RIAD4230', () => {
    expect(bankProvision(june({ RIADJJ33: 4, RIAD4230: 9 }))).toBe(4);
    expect(bankProvision(june({ RIAD4230: 9 }))).toBe(9);
  });

  it('tier 1 plus allowance needs tier 1 capital', () => {
    expect(bankTier1PlusAllowance(june({ RCOA8274: 90, RCON3123: 10 }))).toBe(100);
    expect(bankTier1PlusAllowance(june({ RCOA8274: 90 }))).toBe(90);
    expect(bankTier1PlusAllowance(june({ RCON3123: 10 }))).toBeNull();
  });
});

describe('bank loan types', () => {
  const type = (key: string) => bankLoanTypes.find((candidate) => candidate.key === key)!;

  it('lists the nine credit-quality types in route order', () => {
    expect(bankLoanTypes.map((t) => t.key)).toEqual([
      'AG',
      'CI',
      'CON',
      'CNS',
      'CRE',
      'LS',
      'MF',
      'RES',
      'OTH',
    ]);
  });

  it('reads domestic-only real-estate rows from RCON even when RCFD exists', () => {
    const report = june({ RCON1797: 100, RCON5367: 250, RCON5368: 50, RCFD5367: 9999 });
    expect(type('RES').balance(report)).toBe(400);
  });

  it('agriculture mixes RCON farmland with C(x) production loans', () => {
    // 1420 60 + RCFD1590 40 (RCON1590 ignored) = 100
    const report = june({ RCON1420: 60, RCFD1590: 40, RCON1590: 35, RCON3493: 2, RCFD1594: 1 });
    expect(type('AG').balance(report)).toBe(100);
    expect(type('AG').pastDue30(report)).toBe(3);
  });

  it('other loans are the remainder of C(2122), null when negative', () => {
    // 1000 − (RES 400 + C&I 200 + consumer 100) = 300
    const report = june({
      RCON2122: 1000,
      RCON1797: 100,
      RCON5367: 250,
      RCON5368: 50,
      RCON1766: 200,
      RCONB538: 100,
    });
    expect(type('OTH').balance(report)).toBe(300);
    expect(type('OTH').balance(june({ RCON2122: 100, RCON1766: 200 }))).toBeNull();
    expect(type('OTH').balance(june({ RCON1766: 200 }))).toBeNull();
  });
});
