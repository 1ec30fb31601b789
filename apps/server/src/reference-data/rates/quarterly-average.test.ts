import { describe, expect, it } from 'vitest';
import { quarterlyAverages } from './quarterly-average';

describe('quarterly averages of a published series', () => {
  it('averages the observations dated in each quarter', () => {
    const monthly = [
      { date: '2025-01-01', value: 4.0 },
      { date: '2025-02-01', value: 4.5 },
      { date: '2025-03-01', value: 5.0 },
      { date: '2025-04-01', value: 3.0 },
      { date: '2025-05-01', value: 3.0 },
      { date: '2025-06-01', value: 6.0 },
    ];
    expect(quarterlyAverages(monthly)).toEqual([
      { reportDate: '2025-03-31', value: 4.5 },
      { reportDate: '2025-06-30', value: 4 },
    ]);
  });

  it('weights each observation equally, daily or weekly', () => {
    const daily = [
      { date: '2024-10-01', value: 1 },
      { date: '2024-10-02', value: 2 },
      { date: '2024-11-15', value: 3 },
      { date: '2024-12-31', value: 6 },
    ];
    expect(quarterlyAverages(daily)).toEqual([{ reportDate: '2024-12-31', value: 3 }]);
  });

  it('leaves out a quarter that lacks a month', () => {
    const partial = [
      { date: '2025-10-06', value: 21.9 },
      { date: '2025-11-03', value: 22.1 },
    ];
    expect(quarterlyAverages(partial)).toEqual([]);
  });
});
