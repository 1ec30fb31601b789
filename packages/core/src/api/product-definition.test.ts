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

  it('gives every page a component tree and a header date control (spec 2 sections 2.1, 4)', () => {
    for (const definition of [banks, creditUnions, nmd]) {
      for (const room of productDefinition.parse(definition).rooms) {
        for (const page of room.pages) {
          expect(page.components.length, `${room.clientCode}/${page.clientCode}`).toBeGreaterThan(
            0,
          );
          // Cycle Beta's and Peer Rank's window is the rate cycle chosen: a date slider there
          // would do nothing; nor on the Own Data page, which holds the upload.
          const expected =
            room.clientCode === 'groups' ||
            room.clientCode === 'own_data' ||
            ['beta_cycle', 'beta_peer_rank'].includes(page.clientCode)
              ? 'none'
              : // The Distribution page (issue 28) shows the members at one date.
                ['quarterly', 'performance'].includes(room.clientCode) ||
                  page.clientCode === 'distribution'
                ? 'single'
                : 'range';
          expect(page.dateControl).toBe(expected);
        }
      }
    }
  });

  it('reads nested components and refuses a component without a name', () => {
    const page = (components: unknown) => ({ name: 'P', clientCode: 'p', components });
    const tree = [{ name: 'Section', data: { title: 'A' }, children: [{ name: 'TextBox' }] }];
    expect(
      productDefinition.shape.rooms.element.shape.pages.element.parse(page(tree)).components,
    ).toEqual(tree);
    expect(
      productDefinition.shape.rooms.element.shape.pages.element.safeParse(
        page([{ name: 'Row', children: [{ data: {} }] }]),
      ).success,
    ).toBe(false);
  });
});
