import { describe, expect, it } from 'vitest';
import { bandOfPercentile, directionNote, meanScore, SCORE_BANDS } from './score-bands';

describe('SCORE_BANDS', () => {
  it('runs red, orange, yellow, lime, green from the lowest band', () => {
    expect(SCORE_BANDS.map((b) => b.color.split('.')[0])).toEqual([
      'red',
      'orange',
      'yellow',
      'lime',
      'green',
    ]);
    expect(SCORE_BANDS.map((b) => b.range)).toEqual([
      'Up to 20%',
      'Above 20% to 40%',
      'Above 40% to 60%',
      'Above 60% to 80%',
      'Above 80%',
    ]);
  });
});

describe('bandOfPercentile', () => {
  it('puts a band edge in the lower band', () => {
    expect(bandOfPercentile(20)?.score).toBe(1);
    expect(bandOfPercentile(20.01)?.score).toBe(2);
    expect(bandOfPercentile(80)?.score).toBe(4);
    expect(bandOfPercentile(100)?.score).toBe(5);
  });
  it('has no band for a missing percentile', () => {
    expect(bandOfPercentile(null)).toBeNull();
  });
});

describe('directionNote', () => {
  it('reads the rank sort', () => {
    expect(directionNote('H')).toBe('A higher value is better');
    expect(directionNote('L')).toBe('A lower value is better');
    expect(directionNote('N')).toBeNull();
  });
});

describe('meanScore', () => {
  it('averages the scores present', () => {
    expect(meanScore([3, null, 4])).toBe(3.5);
    expect(meanScore([null, undefined])).toBeNull();
  });
});
