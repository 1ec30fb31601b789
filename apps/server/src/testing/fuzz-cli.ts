// `npm run fuzz`: the property/fuzz run of every registered route at full length (issue 11).
// Options: --requests N (20000), --seed S (random, printed), --database embedded|server (the
// server is TEST_DATABASE_URL's). Prints the count of requests and of each status; exits 1 on
// any 5xx answer, listing the requests that got one.
import { parseArgs } from 'node:util';
import { startTestApp } from './test-app';
import { prepareFuzzWorld } from './fuzz-world';
import { describeFailures, fuzzRoutes } from './route-fuzz';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
    database: { type: 'string', default: 'embedded' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const database = values.database === 'server' ? 'server' : 'embedded';
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- [--requests N] [--seed S] [--database embedded|server]');
  process.exit(2);
}

console.log(`Fuzzing every route: ${requests} requests, seed ${seed}, ${database} database.`);
const t = await startTestApp(database);
try {
  const world = await prepareFuzzWorld(t);
  const report = await fuzzRoutes(t, world, {
    seed,
    requests,
    onProgress: (done) => {
      if (done % 2000 === 0 || done === requests) console.log(`  ${done} requests`);
    },
  });
  console.log(`Requests: ${report.requests} in ${(report.milliseconds / 1000).toFixed(1)} s`);
  for (const [status, count] of Object.entries(report.statuses)) {
    console.log(`  ${status}: ${count}`);
  }
  if (report.failures.length > 0) {
    console.error(`${report.failures.length} answers of 5xx (seed ${seed}):`);
    console.error(describeFailures(report, 50));
    process.exitCode = 1;
  } else {
    console.log(`No answer of 5xx (seed ${seed}).`);
  }
} finally {
  await t.close();
}
