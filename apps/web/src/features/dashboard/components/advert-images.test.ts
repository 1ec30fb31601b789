import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(__dirname, '../../../../public');

/** The advert images the dashboard's marketing card shows: the product and partner adverts. */
const adverts = [
  ...readdirSync(join(publicDir, 'adverts')).map((name) => join('adverts', name)),
  ...readdirSync(join(publicDir, 'partners'))
    .filter((name) => name.endsWith('-advert.svg'))
    .map((name) => join('partners', name)),
];

describe('advert images', () => {
  it('exist for the product and partner adverts', () => {
    expect(adverts).toEqual(
      expect.arrayContaining([
        'adverts/default-advert.svg',
        'adverts/nmd-advert.svg',
        'adverts/peer-comparison-advert.svg',
        'partners/acme-advert.svg',
      ]),
    );
  });

  it.each(adverts)('%s sets its text in the app’s sans-serif, never a serif', (path) => {
    const svg = readFileSync(join(publicDir, path), 'utf8');
    const families = [...svg.matchAll(/font-family="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) {
      expect(family).toMatch(/sans-serif$/);
      expect(family).not.toMatch(/Georgia|Times/);
    }
  });
});
