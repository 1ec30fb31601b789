import type { ValueNote } from '../api/metrics';

/** The words behind a missing value's dash (its tooltip), per note of the API. */
export const VALUE_NOTE_TEXT: Readonly<Record<ValueNote, string>> = {
  'not-reported': 'Not reported in the source files',
  'too-few-measures': 'Too few of its measures reported for a score',
};

/** The tooltip of a missing value: the note's words, or null when there is no note. */
export function valueNoteText(note: ValueNote | null | undefined): string | null {
  return note ? VALUE_NOTE_TEXT[note] : null;
}
