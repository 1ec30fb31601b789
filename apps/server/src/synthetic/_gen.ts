import { generateQuarterBatches } from './generate-quarters';
import { modelRatePath } from './rate-path';
const t0 = Date.now();
let n = 0;
for (const q of generateQuarterBatches({ seed: 1, banks: Number(process.argv[2]), creditUnions: Number(process.argv[3]), ratePath: modelRatePath() })) n += q.banks.length + q.creditUnions.length;
console.log('filings', n, 'ms', Date.now() - t0);
