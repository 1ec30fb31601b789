import { describe, expect, it } from 'vitest';
import { alcoPackDisposition } from './alco-pack-filename';

describe('alcoPackDisposition', () => {
  it('names a plain institution as it is', () => {
    expect(alcoPackDisposition('Blue Mesa Bank', '2025-09-30')).toBe(
      `attachment; filename="Blue Mesa Bank ALCO pack 2025-09-30.xlsx"; filename*=UTF-8''Blue%20Mesa%20Bank%20ALCO%20pack%202025-09-30.xlsx`,
    );
  });

  it('gives an ASCII name without accents, quotes or slashes, and the exact name in filename*', () => {
    expect(alcoPackDisposition('Crédit "Union" A/B & Co’s', '2025-09-30')).toBe(
      `attachment; filename="Credit _Union_ A_B & Co_s ALCO pack 2025-09-30.xlsx"; ` +
        `filename*=UTF-8''Cr%C3%A9dit%20_Union_%20A_B%20%26%20Co%E2%80%99s%20ALCO%20pack%202025-09-30.xlsx`,
    );
  });
});
