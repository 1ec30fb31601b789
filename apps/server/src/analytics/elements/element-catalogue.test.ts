import { describe, expect, it } from 'vitest';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import {
  chartElement,
  chartElements,
  elementInputs,
  MIXED_ELEMENTS,
  mixedElementPairs,
} from './element-catalogue';

describe.each(['bank', 'credit union'] as const)('%s chart elements', (type) => {
  it('name only metrics of the catalogue of the type, with one unit per element', () => {
    for (const element of chartElements(type)) {
      const metrics = elementInputs(element).map((id) => findMetric(id, type));
      expect(metrics.every(Boolean), element.id).toBe(true);
      expect(new Set(metrics.map((m) => m!.displayType)).size, element.id).toBe(1);
    }
  });
});

describe('elements a group of banks and credit unions compares', () => {
  it.each(MIXED_ELEMENTS)('%s: the two charters’ rows and inputs pair up, place by place', (id) => {
    const bank = chartElement('bank', id)!;
    const union = chartElement('credit union', id)!;
    expect(union.rows.map((r) => [r.compType, Boolean(r.remainder)])).toEqual(
      bank.rows.map((r) => [r.compType, Boolean(r.remainder)]),
    );
    expect(elementInputs(union)).toHaveLength(elementInputs(bank).length);
    const fromBank = mixedElementPairs('bank', id)!;
    const fromUnion = mixedElementPairs('credit union', id)!;
    expect([...fromBank.values()]).toEqual([...fromUnion.values()]);
    // Total assets with total assets, net loans with net loans: both in whole dollars.
    expect(fromBank.get('LBPR2170')).toEqual({ bank: 'LBPR2170', 'credit union': 'ACCT_010' });
    expect(fromBank.get('LBPRB529')).toEqual({ bank: 'LBPRB529', 'credit union': 'ACCT_NETLOANS' });
    for (const pair of fromBank.values()) {
      expect(findMetric(pair.bank, 'bank')!.displayType).toBe(
        findMetric(pair['credit union'], 'credit union')!.displayType,
      );
    }
  });

  it('pairs no element whose rows mean different things in the two charters', () => {
    expect(mixedElementPairs('bank', 'funding-mix')).toBeUndefined();
    expect(mixedElementPairs('credit union', 'loan-mix')).toBeUndefined();
  });
});
