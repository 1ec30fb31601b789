// `node scripts/alco-pack-recalc.mjs <pack.xlsx>...`: recalculates ALCO packs in LibreOffice
// Calc and compares every formula's result with the figure the pack cached (the API's answer).
// A check by hand, not part of CI (it needs `soffice`, Debian's libreoffice-calc). Each cached
// result is first replaced by 999999, so a formula LibreOffice did not recalculate shows.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/alco-pack-recalc.mjs <pack.xlsx>...');
  process.exit(2);
}
const work = mkdtempSync(path.join(tmpdir(), 'alco-recalc-'));
// A profile of its own that recalculates every formula of an xlsx file on load.
mkdirSync(path.join(work, 'profile/user'), { recursive: true });
writeFileSync(
  path.join(work, 'profile/user/registrymodifications.xcu'),
  `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
);

const isFormula = (cell) => cell.type === ExcelJS.ValueType.Formula;
// exceljs's `value` getter drops a cached 0 or ''; the model keeps them.
const resultOf = (cell) => (isFormula(cell) ? cell.model.result : cell.value);

let failed = false;
for (const [i, file] of files.entries()) {
  const original = new ExcelJS.Workbook();
  await original.xlsx.readFile(file);
  original.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (isFormula(cell)) cell.value = { formula: cell.formula, result: 999999 };
      }),
    ),
  );
  const stripped = path.join(work, `pack-${i}.xlsx`);
  await original.xlsx.writeFile(stripped);
  execFileSync('soffice', [
    `-env:UserInstallation=file://${path.join(work, 'profile')}`,
    '--headless',
    '--convert-to',
    'xlsx',
    '--outdir',
    path.join(work, 'out'),
    stripped,
  ]);
  const cached = new ExcelJS.Workbook();
  await cached.xlsx.readFile(file);
  const recalculated = new ExcelJS.Workbook();
  await recalculated.xlsx.readFile(path.join(work, 'out', `pack-${i}.xlsx`));
  let cells = 0;
  let differ = 0;
  let worst = 0;
  cached.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (!isFormula(cell)) return;
        cells += 1;
        const want = resultOf(cell);
        const got = resultOf(recalculated.getWorksheet(sheet.name).getCell(cell.address));
        const same =
          typeof want === 'number' && typeof got === 'number'
            ? Math.abs(want - got) / Math.max(1, Math.abs(want)) <= 1e-9
            : (want ?? '') === (got ?? '');
        if (typeof want === 'number' && typeof got === 'number') {
          worst = Math.max(worst, Math.abs(want - got) / Math.max(1, Math.abs(want)));
        }
        if (!same) {
          differ += 1;
          console.log(
            `${sheet.name}!${cell.address} ${cell.formula}: ${want} cached, ${got} recalculated`,
          );
        }
      }),
    ),
  );
  console.log(`${file}: ${cells} formulas, ${differ} differ, worst relative difference ${worst}`);
  failed ||= differ > 0;
}
rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
