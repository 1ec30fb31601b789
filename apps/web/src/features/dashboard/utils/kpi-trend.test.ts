import { describe, expect, it } from 'vitest';
import { kpiTrend } from './kpi-trend';

describe('KPI trend', () => {
  it('is green when a higher-is-better metric rises and red when it falls', () => {
    expect(kpiTrend(12, 10, 'H')).toEqual({ direction: 'up', tone: 'improved' });
    expect(kpiTrend(8, 10, 'H')).toEqual({ direction: 'down', tone: 'declined' });
  });

  it('flips for lower-is-better metrics', () => {
    expect(kpiTrend(8, 10, 'L')).toEqual({ direction: 'down', tone: 'improved' });
    expect(kpiTrend(12, 10, 'L')).toEqual({ direction: 'up', tone: 'declined' });
  });

  it('has no colour for metrics without a direction, or without a change', () => {
    expect(kpiTrend(12, 10, 'N')).toEqual({ direction: 'up', tone: 'neutral' });
    expect(kpiTrend(0.1 + 0.2, 0.3, 'H')).toEqual({ direction: 'flat', tone: 'neutral' });
  });

  it('is null when a value is missing', () => {
    expect(kpiTrend(null, 10, 'H')).toBeNull();
    expect(kpiTrend(10, null, 'L')).toBeNull();
  });
});
