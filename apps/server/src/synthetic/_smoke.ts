import { generateQuarterBatches, bankBatch, creditUnionBatch } from './generate-quarters';
import { modelRatePath } from './rate-path';
import { ReportWindow } from '../metrics/report-window';
import { metricsOf } from '../metrics/catalogue/find-metric';

const banksN = Number(process.argv[2] ?? 150);
const cusN = Number(process.argv[3] ?? 150);
const t0 = Date.now();
const bankWin = new ReportWindow('bank', 12);
const cuWin = new ReportWindow('credit union', 12);
const bankMetrics = metricsOf('bank');
const cuMetrics = metricsOf('credit union');
const wantB = (process.env.BM ?? 'LBPR2170,LBPRE013,LBPRNIM,LBPRLNDEP,LBPR7204,LBPREQAS,LBPRPD30TOT,LBPRNATOT,LBPRNCO,LBPRQCOSTIBD,LBPRQCOSTDEP,LBPRLNYLD,LBPRASSETYOY,LBPRDEPYOY,LBPRE088,LBPRNIBDEP,LBPRTIMEDEPS').split(',');
const wantC = (process.env.CM ?? 'ACCT_010,FPR_ROA,FPR_NIM,FPR_LNSHR,FPR_NWRATIO,FPR_DELINQ,FPR_NCO,FPR_QCOSTSHDEP,FPR_LNYLD,FPR_ASSETYOY,FPR_EFFICIENCY,FPR_CERTSHR').split(',');
const med = (xs: number[]) => { const s = xs.filter(Number.isFinite).sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)]! : NaN; };
let nb = 0, nc = 0;
const show = (process.env.SHOW ?? '12-31');
console.log('date       nB  nC | ' + wantB.join(' ') + ' | ' + wantC.join(' '));
for (const q of generateQuarterBatches({ seed: 1, banks: banksN, creditUnions: cusN, ratePath: modelRatePath() })) {
  const bb = bankBatch(q); const cb = creditUnionBatch(q);
  bankWin.trim(q.reportDate); cuWin.trim(q.reportDate);
  bankWin.add(q.reportDate, new Map(bb.reports.map((r) => [r.iid, r.items])));
  cuWin.add(q.reportDate, new Map(cb.reports.map((r) => [r.iid, r.items])));
  nb = bb.reports.length; nc = cb.reports.length;
  if (!q.reportDate.endsWith(show) ) continue;
  const rowB = wantB.map((id) => { const m = bankMetrics.find((x) => x.metricId === id)!; return med(bankWin.iidsAt(q.reportDate).map((iid) => m.compute(bankWin.historyOf(iid, q.reportDate)) ?? NaN)); });
  const rowC = wantC.map((id) => { const m = cuMetrics.find((x) => x.metricId === id)!; return med(cuWin.iidsAt(q.reportDate).map((iid) => m.compute(cuWin.historyOf(iid, q.reportDate)) ?? NaN)); });
  const f = (v: number) => Math.abs(v) > 1e5 ? (v / 1e6).toFixed(0) + 'M' : v.toFixed(2);
  console.log(q.reportDate, String(nb).padStart(4), String(nc).padStart(4), '|', rowB.map(f).join(' '), '|', rowC.map(f).join(' '));
}
console.log('elapsed', Date.now() - t0, 'ms');
