import { describe, expect, it } from 'vitest';
import { productDefinitionFile } from './product-definition-file';

describe('productDefinitionFile', () => {
  it('uses suffix 1 for banks and 2 for credit unions', () => {
    expect(productDefinitionFile('peer-comparison', 'bank')).toBe('peer-comparison-1');
    expect(productDefinitionFile('peer-comparison', 'credit union')).toBe('peer-comparison-2');
  });

  it('always uses the bank definition for Non-Maturity Deposits', () => {
    expect(productDefinitionFile('non-maturity-deposits', 'credit union')).toBe(
      'non-maturity-deposits-1',
    );
  });

  it('falls back to the bank definition when the institution type is unknown', () => {
    expect(productDefinitionFile('peer-comparison', null)).toBe('peer-comparison-1');
  });
});
