import { describe, expect, it } from 'vitest';
import { valueNoteText } from './value-note';

describe('valueNoteText', () => {
  it('words a value not reported in the source files, and nothing without a note', () => {
    expect(valueNoteText('not-reported')).toBe('Not reported in the source files');
    expect(valueNoteText(null)).toBeNull();
    expect(valueNoteText(undefined)).toBeNull();
  });
});
