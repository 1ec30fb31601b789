import {
  bankTargetedRequest,
  creditUnionTargetedRequest,
  type BankTargetedRequest,
} from '@app/core/api/profiles';
import { describe, expect, it } from 'vitest';
import type { PeerCandidate } from './peer-candidate';
import type { MeasureValues } from './profile-measures';
import {
  bankTargetedCriteria,
  creditUnionTargetedCriteria,
  criteriaMeasures,
  findTargeted,
  hasActiveCriteria,
} from './targeted-search';

const DATE = '2025-12-31';

function institution(
  iid: number,
  values: MeasureValues,
  extra: Partial<PeerCandidate> = {},
): PeerCandidate {
  return {
    iid,
    // Names sort opposite to iids, so the by-name order is visible.
    name: `Bank ${String.fromCharCode(90 - (iid % 26))}${iid}`,
    state: 'KS',
    ownershipType: 'Stock',
    tomCode: null,
    lowIncome: null,
    active: true,
    values,
    ...extra,
  };
}

const subject = institution(1, { roe: 10, cof: 1.5, texasRatio: 4, roa: null });

/** The iids found, in the order answered (by name). */
function bankSearch(
  candidates: PeerCandidate[],
  body: Partial<Record<keyof BankTargetedRequest, unknown>>,
  excludeIids: number[] = [],
) {
  const request = bankTargetedRequest.parse({ reportDate: DATE, ...body });
  const found = findTargeted(
    subject,
    [subject, ...candidates],
    bankTargetedCriteria(request),
    excludeIids,
  );
  return found.map((c) => c.iid);
}

describe('targeted search: activity of criteria (spec 2 section 5)', () => {
  const anyone = [institution(2, { totalAssets: 100e6, roe: 20 })];

  it('answers nothing without an active criterion', () => {
    expect(bankSearch(anyone, {})).toEqual([]);
    expect(bankSearch(anyone, { excludeIids: [3] })).toEqual([]);
  });

  it('counts a range only when enabled and a bound above 0 is set', () => {
    expect(bankSearch(anyone, { useAssets: true })).toEqual([]);
    expect(bankSearch(anyone, { useAssets: true, assetsMin: 0, assetsMax: 0 })).toEqual([]);
    expect(bankSearch(anyone, { useAssets: false, assetsMin: 50, assetsMax: 150 })).toEqual([]);
    expect(bankSearch(anyone, { useAssets: true, assetsMin: 50 })).toEqual([2]);
  });

  it('ignores N/A rows and a Range row without a bound', () => {
    expect(bankSearch(anyone, { roeFilter: 0, roeMin: 5, roeMax: 30 })).toEqual([]);
    expect(bankSearch(anyone, { roeFilter: -1, roeMin: 0, roeMax: 0 })).toEqual([]);
    expect(bankSearch(anyone, { roeFilter: -1, roeMin: 5 })).toEqual([2]);
  });

  it('reads only the measures of the active criteria', () => {
    const request = bankTargetedRequest.parse({
      reportDate: DATE,
      useAssets: true,
      assetsMax: 500,
      resiInd: true,
      ccsvcInd: true,
      cofFilter: 1,
      roaFilter: -1,
    });
    expect(criteriaMeasures(bankTargetedCriteria(request))).toEqual([
      'totalAssets',
      'concResidential',
      'creditCardLoans',
      'cof',
    ]);
    expect(
      hasActiveCriteria(
        bankTargetedCriteria(bankTargetedRequest.parse({ reportDate: DATE, states: ['KS'] })),
      ),
    ).toBe(true);
  });
});

describe('targeted search: ranges', () => {
  const sizes = [
    institution(2, { totalAssets: 89.9e6 }),
    institution(3, { totalAssets: 90e6 }),
    institution(4, { totalAssets: 110e6 }),
    institution(5, { totalAssets: 110.1e6 }),
    institution(6, { totalAssets: null }),
  ];

  it('keeps total assets within the range in millions, both bounds included', () => {
    expect(bankSearch(sizes, { useAssets: true, assetsMin: 90, assetsMax: 110 })).toEqual([4, 3]);
  });

  it('leaves a bound of 0 or none open', () => {
    expect(bankSearch(sizes, { useAssets: true, assetsMin: 100, assetsMax: 0 })).toEqual([5, 4]);
    expect(bankSearch(sizes, { useAssets: true, assetsMax: 90 })).toEqual([3, 2]);
  });

  it('applies loans to deposits and asset growth (3yr avg) in percent', () => {
    const mix = [
      institution(2, { lnsToDep: 79.99, assetGrowth: 7 }),
      institution(3, { lnsToDep: 80, assetGrowth: 4.99 }),
      institution(4, { lnsToDep: 95, assetGrowth: 10 }),
      institution(5, { lnsToDep: 85, assetGrowth: null }),
    ];
    expect(bankSearch(mix, { useLnsToDep: true, lnsToDepMin: 80, lnsToDepMax: 95 })).toEqual([
      5, 4, 3,
    ]);
    expect(
      bankSearch(mix, {
        useLnsToDep: true,
        lnsToDepMin: 80,
        lnsToDepMax: 95,
        useAssetGrowth: true,
        assetGrowthMin: 5,
        assetGrowthMax: 10,
      }),
    ).toEqual([4]);
  });
});

describe('targeted search: institution profile filters', () => {
  it('filters by states and ownership types', () => {
    const places = [
      institution(2, {}, { state: 'IA' }),
      institution(3, {}, { state: 'IA', ownershipType: 'Mutual' }),
      institution(4, {}, { state: 'TX' }),
      institution(5, {}),
    ];
    expect(bankSearch(places, { states: ['IA', 'KS'] })).toEqual([5, 3, 2]);
    expect(bankSearch(places, { states: ['IA', 'KS'], ownershipTypes: ['Stock'] })).toEqual([5, 2]);
    expect(bankSearch(places, { ownershipTypes: ['Mutual', 'SubS'] })).toEqual([3]);
  });

  it('leaves out the subject, inactive institutions and the removed iids', () => {
    const field = [
      institution(2, {}),
      institution(3, {}, { active: false }),
      institution(4, {}),
      institution(5, {}),
    ];
    expect(bankSearch(field, { states: ['KS'] }, [4])).toEqual([5, 2]);
  });
});

describe('targeted search: loan concentration (at least 25% in each chosen area)', () => {
  const mixes = [
    institution(2, { concAgriculture: 25, concResidential: 30 }),
    institution(3, { concAgriculture: 24.99, concResidential: 50 }),
    institution(4, { concAgriculture: 60, concResidential: null }),
    institution(5, { concAgriculture: 40, concResidential: 25.01, concConsumer: 10 }),
  ];

  it('needs every chosen area at 25% or more', () => {
    expect(bankSearch(mixes, { agiInd: true })).toEqual([5, 4, 2]);
    expect(bankSearch(mixes, { agiInd: true, resiInd: true })).toEqual([5, 2]);
    expect(bankSearch(mixes, { agiInd: true, resiInd: true, consumerInd: true })).toEqual([]);
  });

  it('maps every bank area to its measure', () => {
    const areas = [
      institution(2, { concCommercialIndustrial: 25 }),
      institution(3, { concCommercialRealEstate: 25 }),
      institution(4, { concConsumer: 25 }),
    ];
    expect(bankSearch(areas, { commlInd: true })).toEqual([2]);
    expect(bankSearch(areas, { creInd: true })).toEqual([3]);
    expect(bankSearch(areas, { consumerInd: true })).toEqual([4]);
  });
});

describe('targeted search: services offered (2% thresholds, credit cards above 0)', () => {
  const services = [
    institution(2, { mortgageHeldForSale: 2, creditCardLoans: 0, leaseShare: 2.01 }),
    institution(3, { mortgageHeldForSale: 2.01, creditCardLoans: 1000, leaseShare: 2 }),
    institution(4, { fiduciaryShare: 2, insuranceShare: 2.5 }),
    institution(5, { fiduciaryShare: 2.5, insuranceShare: 2 }),
  ];

  it('infers each service above its threshold', () => {
    expect(bankSearch(services, { hfsInd: true })).toEqual([3]);
    expect(bankSearch(services, { ccsvcInd: true })).toEqual([3]);
    expect(bankSearch(services, { lsefinSvcInd: true })).toEqual([2]);
    expect(bankSearch(services, { wealthSvcInd: true })).toEqual([5]);
    expect(bankSearch(services, { insuranceInd: true })).toEqual([4]);
    expect(bankSearch(services, { hfsInd: true, ccsvcInd: true })).toEqual([3]);
    expect(bankSearch(services, { wealthSvcInd: true, insuranceInd: true })).toEqual([]);
  });
});

describe('targeted search: performance metrics', () => {
  const perf = [
    institution(2, { roe: 10.01, cof: 1.5, texasRatio: 3 }),
    institution(3, { roe: 10, cof: 1.49, texasRatio: 5 }),
    institution(4, { roe: 15, cof: 2, texasRatio: null }),
    institution(5, { roe: null, cof: 0.5, texasRatio: 4 }),
  ];

  it('Better is strictly above the subject for a higher-is-better metric (ROE)', () => {
    expect(bankSearch(perf, { roeFilter: 1 })).toEqual([4, 2]);
  });

  it("Better is strictly below the subject for rankSort 'L' (cost of funds, Texas ratio)", () => {
    expect(bankSearch(perf, { cofFilter: 1 })).toEqual([5, 3]);
    expect(bankSearch(perf, { texasRatioFilter: 1 })).toEqual([2]);
    expect(bankSearch(perf, { roeFilter: 1, cofFilter: 1 })).toEqual([]);
  });

  it('Range keeps values within min..max; a missing bound is open', () => {
    expect(bankSearch(perf, { roeFilter: -1, roeMin: 10, roeMax: 12 })).toEqual([3, 2]);
    expect(bankSearch(perf, { roeFilter: -1, roeMin: 10.01 })).toEqual([4, 2]);
    expect(bankSearch(perf, { cofFilter: -1, cofMax: 1.5 })).toEqual([5, 3, 2]);
    expect(bankSearch(perf, { cofFilter: -1, cofMin: null, cofMax: 1.5 })).toEqual([5, 3, 2]);
  });
});

describe('targeted search: credit unions', () => {
  const cuSubject = institution(1, { memberGrowth: 2 }, { ownershipType: null, tomCode: 0 });
  const unions = [
    institution(
      2,
      { concNewAuto: 30, concUsedAuto: 25, memberGrowth: 3 },
      { ownershipType: null, tomCode: 0, lowIncome: true },
    ),
    institution(
      3,
      { concNewAuto: 30, concUsedAuto: 10, memberGrowth: 1 },
      { ownershipType: null, tomCode: 5, lowIncome: false },
    ),
    institution(
      4,
      {
        mortgageHeldForSale: 2.5,
        creditCardLoans: 5,
        leaseShare: 1,
        commercialShare: 3,
        studentLoanShare: 2,
        firstTimeHomebuyerProgram: 1,
        creditBuilderProgram: 0,
      },
      { ownershipType: null, tomCode: 5, lowIncome: true },
    ),
    institution(
      5,
      { studentLoanShare: 2.01, firstTimeHomebuyerProgram: 0, creditBuilderProgram: 1 },
      { ownershipType: null, tomCode: 0, lowIncome: false },
    ),
  ];

  const search = (body: Record<string, unknown>) => {
    const request = creditUnionTargetedRequest.parse({ reportDate: DATE, ...body });
    return findTargeted(
      cuSubject,
      [cuSubject, ...unions],
      creditUnionTargetedCriteria(request),
      [],
    ).map((c) => c.iid);
  };

  it('filters by low-income designation and types of membership', () => {
    expect(search({ lowIncInd: true })).toEqual([4, 2]);
    expect(search({ typesOfMembership: [5] })).toEqual([4, 3]);
    expect(search({ lowIncInd: true, typesOfMembership: [5] })).toEqual([4]);
  });

  it('needs 25% in each chosen loan area', () => {
    expect(search({ newAutoInd: true })).toEqual([3, 2]);
    expect(search({ newAutoInd: true, usedAutoInd: true })).toEqual([2]);
  });

  it('infers mortgage seller, lease, commercial and credit card services', () => {
    expect(search({ mortgageSeller: true, ccInd: true, commlInd: true })).toEqual([4]);
    expect(search({ leaseInd: true })).toEqual([]);
  });

  it('compares member growth with the subject', () => {
    expect(search({ memberGrowthFilter: 1 })).toEqual([2]);
  });

  it('infers the student, first-time homebuyer and credit builder/repair services', () => {
    // student loans above 2% of loans: 2.01 yes, 2 (at the threshold) no
    expect(search({ studentInd: true })).toEqual([5]);
    // programs the profile reports offered (1), not those reported not offered (0) or absent
    expect(search({ firstTimeHomebuyer: true })).toEqual([4]);
    expect(search({ creditBuilderRepairMain: true })).toEqual([5]);
    expect(search({ firstTimeHomebuyer: true, creditBuilderRepairMain: true })).toEqual([]);
  });
});
