import { describe, expect, it } from 'vitest';
import { elementTitle } from './element-title';

describe('elementTitle', () => {
  it('names elements by institution type', () => {
    expect(elementTitle('bank', 'deposit-mix')).toBe('Deposit Mix');
    expect(elementTitle('credit union', 'deposit-mix')).toBe('Share Mix');
  });

  it('titles an unknown id from its words', () => {
    expect(elementTitle('bank', 'fee-income-mix')).toBe('Fee Income Mix');
  });
});
