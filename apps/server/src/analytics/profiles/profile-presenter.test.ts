import { bankTargetedRequest } from '@app/core/api/profiles';
import { describe, expect, it } from 'vitest';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import {
  BANK_MEASURES,
  CREDIT_UNION_MEASURES,
  lowerIsBetter,
  measureFrom,
  metricIdsOf,
} from './profile-measures';
import { presentProfile, websiteAddress } from './profile-presenter';
import { describeSimilar, describeTargeted } from './selection-criteria';
import { bankTargetedCriteria } from './targeted-search';

describe('websiteAddress', () => {
  it("prefixes 'http://' when no http or https scheme is present", () => {
    expect(websiteAddress('www.prairiegate.example')).toBe('http://www.prairiegate.example');
    expect(websiteAddress('https://a.example')).toBe('https://a.example');
    expect(websiteAddress('HTTP://a.example')).toBe('HTTP://a.example');
    expect(websiteAddress('ftp.a.example')).toBe('http://ftp.a.example');
    expect(websiteAddress('  ')).toBeNull();
    expect(websiteAddress(null)).toBeNull();
  });
});

describe('presentProfile', () => {
  const row = {
    iid: 1000900007,
    institutionType: 'credit union',
    name: 'Harbor Light FCU',
    city: 'Portland',
    state: 'ME',
    website: 'harborlight.example',
    ownershipType: null,
    tomCode: 0,
  };

  it('maps a credit union with its type of membership and member growth', () => {
    expect(presentProfile(row, '2025-12-31', { totalAssets: 5e6, memberGrowth: 1.5 })).toEqual({
      iid: 1000900007,
      name: 'Harbor Light FCU',
      city: 'Portland',
      state: 'ME',
      websiteAddress: 'http://harborlight.example',
      institutionType: 'credit union',
      creditUnionType: 'Community',
      reportDate: '2025-12-31',
      totalAssetsQe: 5e6,
      lnsToDep: null,
      roaQe: null,
      roeQe: null,
      netIntMarginQe: null,
      netOverhead: null,
      yeaQe: null,
      annualAssetGrowth: null,
      texasRatioQe: null,
      nonIntIncToTotalAssetsQe: null,
      yldOnLnsQe: null,
      cofQe: null,
      cstDepQe: null,
      memberGrowth: 1.5,
      label: 'Harbor Light FCU (Portland, ME)',
    });
  });

  it('maps a bank with its ownership type and no credit-union fields', () => {
    const bank = presentProfile(
      { ...row, iid: 9000001, institutionType: 'bank', ownershipType: 'Stock', tomCode: null },
      null,
      {},
    );
    expect(bank).toMatchObject({
      institutionType: 'bank',
      ownershipType: 'Stock',
      reportDate: null,
    });
    expect(bank).not.toHaveProperty('memberGrowth');
    expect(bank).not.toHaveProperty('creditUnionType');
  });
});

describe('profile measures', () => {
  it('reads metrics of the catalogue of the right institution type', () => {
    for (const [type, table] of [
      ['bank', BANK_MEASURES],
      ['credit union', CREDIT_UNION_MEASURES],
    ] as const) {
      const ids = metricIdsOf(type, Object.keys(table) as (keyof typeof table)[]);
      for (const id of ids) expect(findMetric(id, type), `${type} ${id}`).toBeDefined();
    }
  });

  it("takes the better direction from the metric's rankSort", () => {
    expect(lowerIsBetter('bank', 'cof')).toBe(true);
    expect(lowerIsBetter('bank', 'texasRatio')).toBe(true);
    expect(lowerIsBetter('bank', 'roe')).toBe(false);
    expect(lowerIsBetter('credit union', 'cstDep')).toBe(true);
    expect(lowerIsBetter('credit union', 'memberGrowth')).toBe(false);
  });

  it('computes a ratio measure, null without a part or with a zero base', () => {
    const source = { percentOf: ['A', 'B'] } as const;
    const values: Record<string, number | null> = { A: 3, B: 150 };
    expect(measureFrom(source, (id) => values[id] ?? null)).toBe(2);
    expect(measureFrom(source, (id) => ({ A: 3, B: 0 })[id] ?? null)).toBeNull();
    expect(measureFrom(source, (id) => ({ B: 10 })[id] ?? null)).toBeNull();
  });
});

describe('selection criteria text', () => {
  it('describes a similar search', () => {
    expect(
      describeSimilar({
        institutionType: 'bank',
        subjectName: 'Prairie Gate Bank',
        reportDate: '2025-12-31',
        filters: { states: ['IA', 'KS'], ownershipTypes: ['Stock'] },
        band: 1.5,
        excluded: 2,
      }),
    ).toBe(
      'Similar banks to Prairie Gate Bank as of Dec 2025 by total assets, loans and deposits; states: IA, KS; ownership: Stock; each within a factor of 1.5; 2 removed institutions left out',
    );
    expect(
      describeSimilar({
        institutionType: 'credit union',
        subjectName: 'Harbor Light FCU',
        reportDate: '2025-06-30',
        filters: { states: [], typesOfMembership: [0, 5] },
        band: 3,
        excluded: 0,
      }),
    ).toBe(
      'Similar credit unions to Harbor Light FCU as of Jun 2025 by total assets, loans and deposits; membership: COM, MIL; each within a factor of 3',
    );
  });

  it('describes a targeted search in the order of the create page', () => {
    const criteria = bankTargetedCriteria(
      bankTargetedRequest.parse({
        reportDate: '2025-12-31',
        states: ['KS'],
        useAssets: true,
        assetsMin: 90,
        assetsMax: 110.5,
        useAssetGrowth: true,
        assetGrowthMin: 5,
        agiInd: true,
        resiInd: true,
        hfsInd: true,
        ccsvcInd: true,
        roeFilter: 1,
        cofFilter: 1,
        texasRatioFilter: -1,
        texasRatioMax: 10,
      }),
    );
    expect(
      describeTargeted({
        institutionType: 'bank',
        subjectName: 'Prairie Gate Bank',
        subjectValues: { roe: 10, cof: 1.5 },
        reportDate: '2025-12-31',
        criteria,
        excluded: 1,
      }),
    ).toBe(
      "Targeted banks as of Dec 2025: assets $90MM to $110.5MM; asset growth (3yr avg) at least 5%; states: KS; loan concentration of at least 25% in each of: Agriculture, Residential; services: Mortgage Origination, Credit Cards; Return On Equity above Prairie Gate Bank's 10.00%; Cost of Funds below Prairie Gate Bank's 1.50%; Texas Ratio at most 10%; 1 removed institution left out",
    );
  });
});
