import { describe, expect, it } from 'vitest';
import { multiPanelTitle } from './panel-title';

describe('multi panel title', () => {
  it('names the products held', () => {
    const pc = { clientCode: 'peer-comparison' as const };
    const nmd = { clientCode: 'non-maturity-deposits' as const };
    expect(multiPanelTitle([nmd])).toBe('Non-Maturity Deposits');
    expect(multiPanelTitle([pc, nmd])).toBe('Peer Comparison + Non-Maturity Deposits');
    expect(multiPanelTitle([pc])).toBe('Peer Comparison');
    expect(multiPanelTitle([])).toBe('Dashboard');
  });
});
