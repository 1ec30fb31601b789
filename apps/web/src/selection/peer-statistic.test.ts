import { describe, expect, it } from 'vitest';
import {
  fewInstitutionsNote,
  parsePeerStatistic,
  peerNameWithStatistic,
  peerStatisticLabel,
  statisticFor,
} from './peer-statistic';

const group = {
  groupId: 7,
  groupType: 10 as const,
  name: 'Community Banks',
  institutionCount: 146,
  iids: [],
};

describe('peer statistic labels', () => {
  it('name the statistic and the members counted', () => {
    expect(peerStatisticLabel('median', 146)).toBe('Peer median (146)');
    expect(peerStatisticLabel('trimmed')).toBe('Peer trimmed average');
    expect(peerStatisticLabel('mean', 3)).toBe('Peer average (3)');
    expect(peerNameWithStatistic({ group, members: null, institution: null }, 'median')).toBe(
      'Community Banks · Peer median (146)',
    );
    expect(
      peerNameWithStatistic(
        { group, members: null, institution: { iid: 5, label: 'Alpha Bank (Ames, IA)' } },
        'median',
      ),
    ).toBe('Alpha Bank (Ames, IA)');
  });

  it('note a figure that rests on fewer than 10 institutions', () => {
    expect(fewInstitutionsNote(6)).toBe('Rests on few institutions: 6 have a value.');
    expect(fewInstitutionsNote(1)).toBe('Rests on few institutions: 1 has a value.');
    expect(fewInstitutionsNote(10)).toBeNull();
    expect(fewInstitutionsNote(null)).toBeNull();
  });

  it('fall back to the average where a metric has no aggregate, saying so', () => {
    expect(statisticFor({ metricTitle: 'Total Assets' }, 'aggregate')).toEqual({
      statistic: 'mean',
      note: 'Total Assets has no aggregate (it is not a ratio of summable items): the peer average is shown.',
    });
    expect(statisticFor({ metricTitle: 'ROA', aggregate: true }, 'aggregate').statistic).toBe(
      'aggregate',
    );
    expect(statisticFor({ metricTitle: 'ROA' }, 'median')).toEqual({
      statistic: 'median',
      note: null,
    });
  });

  it('read a saved value, the mean when unknown', () => {
    expect(parsePeerStatistic('trimmed')).toBe('trimmed');
    expect(parsePeerStatistic('mode')).toBe('mean');
    expect(parsePeerStatistic(undefined)).toBe('mean');
  });
});
