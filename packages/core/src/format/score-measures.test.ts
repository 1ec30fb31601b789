import { describe, expect, it } from 'vitest';
import { asLine, measuresText, noScoreReason, scoreFooting } from './score-measures';

const thin = { used: 2, of: 5, minimum: 3 };

describe('score measures', () => {
  it('says how many of the area’s measures a score rests on', () => {
    expect(measuresText(thin)).toBe('based on 2 of 5 measures');
    expect(asLine(measuresText(thin))).toBe('Based on 2 of 5 measures');
  });

  it('gives the reason for a missing score only below the minimum', () => {
    expect(noScoreReason(thin)).toBe('based on 2 of 5 measures; a score needs at least 3');
    expect(noScoreReason({ used: 3, of: 4, minimum: 3 })).toBeNull();
    expect(noScoreReason(undefined)).toBeNull();
  });

  it('puts the reason under a missing score, else the count', () => {
    expect(scoreFooting(thin, false)).toBe('based on 2 of 5 measures; a score needs at least 3');
    expect(scoreFooting({ used: 4, of: 5, minimum: 3 }, true)).toBe('based on 4 of 5 measures');
    // Enough measures but no score (no report that quarter): the count, no reason.
    expect(scoreFooting({ used: 5, of: 5, minimum: 3 }, false)).toBe('based on 5 of 5 measures');
    expect(scoreFooting(null, true)).toBeNull();
  });
});
