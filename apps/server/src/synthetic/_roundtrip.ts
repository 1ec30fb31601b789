import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { generateQuarterBatches, bankBatch, creditUnionBatch, writeQuarterFiles } from './generate-quarters';
import { modelRatePath } from './rate-path';
import { readFfiecCallReport } from '../data/importers/read-ffiec';
import { readNcuaCallReport } from '../data/importers/read-ncua';
const dir = mkdtempSync(path.join(tmpdir(), 'rt-'));
for (const q of generateQuarterBatches({ seed: 3, banks: 60, creditUnions: 60, ratePath: modelRatePath() })) {
  if (![0, 12, 36, 79].includes(q.index)) continue;
  const files = await writeQuarterFiles(q, path.join(dir, q.reportDate));
  const b = await readFfiecCallReport(files.ffiec);
  const c = await readNcuaCallReport(files.ncua);
  const eb = bankBatch(q); const ec = creditUnionBatch(q);
  const fixB = eb.institutions.map((i) => ({ ...i, ownershipType: null }));
  console.log(q.reportDate, b.reports.length, eb.reports.length, c.reports.length, ec.reports.length,
    'bankInst', isDeepStrictEqual(b.institutions, fixB), 'bankReports', isDeepStrictEqual(b.reports, eb.reports),
    'cuInst', isDeepStrictEqual(c.institutions, ec.institutions), 'cuReports', isDeepStrictEqual(c.reports, ec.reports));
  if (!isDeepStrictEqual(b.reports, eb.reports)) {
    const r0 = b.reports[0]!.items, e0 = eb.reports[0]!.items;
    for (const k of new Set([...Object.keys(r0), ...Object.keys(e0)])) if (r0[k] !== e0[k]) console.log(' diff', k, r0[k], e0[k]);
  }
  if (!isDeepStrictEqual(c.institutions, ec.institutions)) console.log(c.institutions[0], ec.institutions[0]);
}
console.log(dir);
for (const q of generateQuarterBatches({ seed: 3, banks: 60, creditUnions: 60, ratePath: modelRatePath(), quarterCount: 1 })) {
  const files = await writeQuarterFiles(q, path.join(dir, 'x'));
  const c = await readNcuaCallReport(files.ncua);
  const ec = creditUnionBatch(q);
  c.reports.forEach((r, i) => { const e = ec.reports[i]!.items; for (const k of Object.keys(e)) if (!Object.is(r.items[k], e[k])) console.log(r.iid, k, r.items[k], e[k]); });
}
