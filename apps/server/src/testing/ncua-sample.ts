/**
 * The schedules the real NCUA 2025-12 sample (data/real) lacks: the copy holds FS220 and
 * FS220A only, and AcctDesc.txt places live accounts in these tables (FS220K holds retired
 * accounts only, so it is not missing).
 */
export const NCUA_SAMPLE_MISSING_SCHEDULES = [
  'FS220B',
  'FS220C',
  'FS220D',
  'FS220G',
  'FS220H',
  'FS220I',
  'FS220J',
  'FS220L',
  'FS220M',
  'FS220N',
  'FS220P',
  'FS220Q',
  'FS220R',
  'FS220S',
];
