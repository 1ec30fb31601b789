import { describe, expect, it } from 'vitest';
import { leftOutNote } from './left-out-note';

describe('left-out note', () => {
  it('says how many members did not file for the quarter, or nothing when all did', () => {
    const group = (count: number) => ({ asOf: '2025-12-31', leftOut: { count } });
    expect(leftOutNote(group(3))).toBe('3 members did not file for Dec 31, 2025 and are left out');
    expect(leftOutNote(group(1))).toBe('1 member did not file for Dec 31, 2025 and is left out');
    expect(leftOutNote(group(0))).toBeNull();
    expect(leftOutNote({ asOf: null, leftOut: { count: 2 } })).toBeNull();
  });
});
