import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name to the ASCII one', () => {
    expect(
      fileNameOf(
        `attachment; filename="Cr_dit Union ALCO pack.xlsx"; filename*=UTF-8''Cr%C3%A9dit%20Union%20ALCO%20pack.xlsx`,
      ),
    ).toBe('Crédit Union ALCO pack.xlsx');
  });

  it('reads a quoted or bare plain name, and nothing from no header', () => {
    expect(fileNameOf('attachment; filename="Blue \\"Mesa\\" Bank.xlsx"')).toBe(
      'Blue "Mesa" Bank.xlsx',
    );
    expect(fileNameOf('attachment; filename=pack.xlsx')).toBe('pack.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
