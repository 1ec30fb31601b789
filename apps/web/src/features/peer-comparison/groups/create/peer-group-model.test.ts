import { describe, expect, it } from 'vitest';
import {
  hasActiveCriteria,
  initialFilters,
  profileToRow,
  targetedBody,
  visibleColumns,
  activeColumns,
  withDefaults,
  distinctCriteria,
} from './peer-group-model';
import { sortRows, type SortState } from '../../../../ui/data-table/sort-rows';
import { websiteHref } from '../website-href';
import { makeProfile } from '../testing/make-profile';

const own = makeProfile(1, 'First Bank', { totalAssetsQe: 512_400_000, lnsToDep: 81.26 });

describe('peer group model', () => {
  it('sets 90% to 110% of own assets in millions and loans to deposits, growth 5 to 10', () => {
    const filters = withDefaults(initialFilters(), own);
    expect(filters.ranges.assets).toEqual({ enabled: true, min: 461, max: 564 });
    expect(filters.ranges.lnsToDep).toEqual({ enabled: false, min: 73, max: 89 });
    expect(filters.ranges.assetGrowth).toEqual({ enabled: false, min: 5, max: 10 });
    expect(filters.ownershipTypes).toEqual(['Stock']);
  });

  it('sends only active ranges and bounds above 0; a Range filter without bounds as 0', () => {
    const filters = {
      ...initialFilters(),
      ranges: {
        assets: { enabled: true, min: 0, max: 500 },
        lnsToDep: { enabled: false, min: 70, max: 90 },
        assetGrowth: { enabled: true, min: null, max: null },
      },
      performance: {
        roa: { filter: -1 as const, min: 1, max: null },
        roe: { filter: -1 as const, min: null, max: null },
        cof: { filter: 1 as const, min: 3, max: 4 },
      },
      flags: { creInd: true },
    };
    const body = targetedBody('bank', '2025-06-30', filters, [9]);
    expect(body).toMatchObject({
      reportDate: '2025-06-30',
      useAssets: true,
      assetsMax: 500,
      useLnsToDep: false,
      useAssetGrowth: false,
      roaFilter: -1,
      roaMin: 1,
      roeFilter: 0,
      cofFilter: 1,
      creInd: true,
      agiInd: false,
      excludeIids: [9],
    });
    expect(body).not.toHaveProperty('assetsMin');
    expect(body).not.toHaveProperty('lnsToDepMin');
    expect(body).not.toHaveProperty('cofMin');
    expect(body).not.toHaveProperty('lowIncInd');
  });

  it('has no active criteria with nothing enabled', () => {
    const filters = initialFilters();
    expect(hasActiveCriteria(filters, 'bank')).toBe(false);
    expect(hasActiveCriteria({ ...filters, states: ['IA'] }, 'bank')).toBe(true);
    expect(
      hasActiveCriteria(
        { ...filters, performance: { memberGrowth: { filter: 1, min: null, max: null } } },
        'credit union',
      ),
    ).toBe(true);
  });

  it('shows 9 columns, those of active filters first', () => {
    expect(visibleColumns([]).map((c) => c.title)).toEqual([
      'Assets',
      'Loans to Deposits',
      'Return On Assets',
      'Net Interest Margin',
      'Net Overhead',
      'Yield on Earning Assets',
      'Asset Growth (3yr Avg)',
      'Return on Equity',
      'Texas Ratio',
    ]);
    const filters = {
      ...initialFilters(),
      ranges: { ...initialFilters().ranges, assets: { enabled: false, min: 1, max: 2 } },
      performance: { cstDep: { filter: 1 as const, min: null, max: null } },
    };
    const columns = visibleColumns(activeColumns(filters, 'bank')).map((c) => c.title);
    expect(columns).toHaveLength(9);
    expect(columns[0]).toBe('Deposit Cost');
    expect(columns.at(-1)).toBe('Return on Equity');
  });

  it('sorts by name, or by a figure with missing figures last', () => {
    const a = { ...profileToRow(own), iid: 2, name: 'Beta', values: { roa: null } };
    const b = { ...profileToRow(own), iid: 3, name: 'Alpha', values: { roa: 2 } };
    const c = { ...profileToRow(own), iid: 4, name: 'Gamma', values: { roa: 1 } };
    // The results table's values: the name, or the figure of the column.
    const sorted = (sort: SortState) =>
      sortRows([a, b, c], sort, (row, key) =>
        key === 'name' ? row.name : (row.values[key as 'roa'] ?? null),
      ).map((r) => r.name);
    expect(sorted({ key: 'name', direction: 'asc' })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(sorted({ key: 'roa', direction: 'desc' })).toEqual(['Alpha', 'Gamma', 'Beta']);
  });

  it('prefixes http:// to websites without a scheme', () => {
    expect(websiteHref('firstbank.example')).toBe('http://firstbank.example');
    expect(websiteHref('https://x.example')).toBe('https://x.example');
    expect(websiteHref(null)).toBeNull();
  });

  it("names credit unions in a credit union's distinct criteria, banks in a bank's", () => {
    expect(distinctCriteria('Pat Lee', 'bank')).toBe('Distinct banks manually selected by Pat Lee');
    expect(distinctCriteria('Pat Lee', 'credit union')).toBe(
      'Distinct credit unions manually selected by Pat Lee',
    );
  });
});
