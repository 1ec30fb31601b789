import { describe, expect, it } from 'vitest';
import nmd from '../products/non-maturity-deposits-1.json';
import banks from '../products/peer-comparison-1.json';
import creditUnions from '../products/peer-comparison-2.json';
import { productDefinition } from './product-definition';

describe('product definition files', () => {
  it.each([
    ['peer-comparison-1', banks],
    ['peer-comparison-2', creditUnions],
    ['non-maturity-deposits-1', nmd],
  ])('%s has the shape the renderer reads', (_name, file) => {
    expect(productDefinition.safeParse(file).success).toBe(true);
  });

  it('gates credit quality, correlations and group creation on the standard tier (spec 1 section 6)', () => {
    for (const definition of [banks, creditUnions]) {
      const parsed = productDefinition.parse(definition);
      const tiersOf = (room: string) =>
        parsed.rooms.find((r) => r.clientCode === room)?.pages.map((p) => p.tiers);
      expect(tiersOf('creditquality')?.every((t) => t.includes('peer-comparison-standard'))).toBe(
        true,
      );
      expect(tiersOf('correlations')).toEqual([['peer-comparison-standard']]);
      expect(tiersOf('groups')).toEqual([[], ['peer-comparison-standard']]);
      expect(tiersOf('balance')?.every((t) => t.length === 0)).toBe(true);
    }
    const nmdPages = productDefinition.parse(nmd).rooms.flatMap((r) => r.pages);
    expect(nmdPages.every((p) => p.tiers.includes('non-maturity-deposits-standard'))).toBe(true);
  });
});
