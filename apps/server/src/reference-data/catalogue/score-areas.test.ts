import { describe, expect, it } from 'vitest';
import { bankMetrics } from './bank-metrics';
import { creditUnionMetrics } from './credit-union-metrics';
import { bankScoreAreas, creditUnionScoreAreas, scoreAreasOf } from './score-areas';

describe.each([
  { name: 'bank', areas: bankScoreAreas, metrics: bankMetrics, prefix: 'LHAC00' },
  {
    name: 'credit union',
    areas: creditUnionScoreAreas,
    metrics: creditUnionMetrics,
    prefix: 'LHAC_00',
  },
])('$name score areas', ({ areas, metrics, prefix }) => {
  it('are the five areas with the score metric ids 30 to 34 of spec 1', () => {
    expect(areas.map((area) => area.area)).toEqual([
      'liquidity',
      'profitability',
      'capital',
      'revenue',
      'credit',
    ]);
    expect(areas.map((area) => area.scoreMetricId)).toEqual(
      ['30', '31', '32', '33', '34'].map((suffix) => `${prefix}${suffix}`),
    );
  });

  it('list 3 to 5 distinct KPIs each, all in the catalogue of the same type with a direction', () => {
    const byId = new Map(metrics.map((metric) => [metric.metricId, metric]));
    for (const area of areas) {
      expect(area.kpiMetricIds.length, area.title).toBeGreaterThanOrEqual(3);
      expect(area.kpiMetricIds.length, area.title).toBeLessThanOrEqual(5);
      expect(new Set(area.kpiMetricIds).size).toBe(area.kpiMetricIds.length);
      for (const id of area.kpiMetricIds) {
        const metric = byId.get(id);
        expect(metric, id).toBeDefined();
        expect(metric?.rankSort, id).not.toBe('N');
      }
    }
  });

  it('list each score in the catalogue once, in the performance scores category', () => {
    for (const area of areas) {
      const entries = metrics.filter((metric) => metric.metricId === area.scoreMetricId);
      expect(entries.map((m) => m.categoryTitle)).toEqual(['11. Performance Scores']);
    }
  });
});

describe('scoreAreasOf', () => {
  it('picks the list of the institution type', () => {
    expect(scoreAreasOf('bank')).toBe(bankScoreAreas);
    expect(scoreAreasOf('credit union')).toBe(creditUnionScoreAreas);
  });
});
