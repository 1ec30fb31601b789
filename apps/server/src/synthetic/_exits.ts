import { generateQuarterBatches } from './generate-quarters';
import { modelRatePath } from './rate-path';
const last = new Map<number, { q: number; merger: number; type: string; assets: number }>();
let n = 0;
for (const q of generateQuarterBatches({ seed: 1, banks: Number(process.argv[2] ?? 150), creditUnions: Number(process.argv[3] ?? 150), ratePath: modelRatePath() })) {
  for (const f of q.banks) last.set(f.profile.iid, { q: q.index, merger: f.profile.mergerQuarter, type: 'bank', assets: f.items.RCON2170 ?? f.items.RCFD2170 ?? 0 });
  for (const f of q.creditUnions) last.set(f.profile.iid, { q: q.index, merger: f.profile.mergerQuarter, type: 'cu', assets: f.items.ACCT_010 ?? 0 });
  n = q.index;
}
const stats: Record<string, number> = {};
const failQ: Record<string, number[]> = { bank: [], cu: [] };
for (const v of last.values()) {
  const key = v.q === n ? `${v.type}:active` : v.q + 1 === v.merger ? `${v.type}:merged` : `${v.type}:failed`;
  stats[key] = (stats[key] ?? 0) + 1;
  if (key.endsWith('failed')) failQ[v.type]!.push(v.q + 1);
}
console.log(stats, failQ);
