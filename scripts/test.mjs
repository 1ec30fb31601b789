// `npm test`: the whole suite. Types and lint, unit and API tests (vitest, on the embedded
// database and, with TEST_DATABASE_URL, on that PostgreSQL server too), then the browser tests
// against the built app in Debian's Chromium. Ends with one line: "Total: N passed, N failed".
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.E2E === 'required';
let passed = 0;
let failed = 0;
let skipped = 0;
const stages = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const start = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const elapsed = Date.now() - start;
  stages.push({ title, elapsed, ok: result.status === 0 });
  console.log(`=== ${title}: ${result.status === 0 ? 'done' : 'FAILED'} in ${seconds(elapsed)}`);
  return result.status === 0;
}

/**
 * Stages that use one core each, run side by side (issue 24). Their output
 * is held and printed whole, one stage after the other, so that it does not interleave.
 */
async function runSideBySide(stagesToRun) {
  const results = await Promise.all(
    stagesToRun.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const start = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) =>
            resolve({ title, ok: code === 0, elapsed: Date.now() - start, output }),
          );
        }),
    ),
  );
  for (const { title, ok, elapsed, output } of results) {
    console.log(`\n=== ${title}`);
    process.stdout.write(Buffer.concat(output));
    stages.push({ title, elapsed, ok });
    console.log(`=== ${title}: ${ok ? 'done' : 'FAILED'} in ${seconds(elapsed)}`);
  }
  return results.every((result) => result.ok);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(ok) {
  // The time of each stage, so a slow suite is seen where it is slow (issue 13).
  console.log('\nStage times:');
  for (const stage of stages) {
    console.log(
      `  ${stage.title.padEnd(48)} ${seconds(stage.elapsed).padStart(6)}${stage.ok ? '' : '  FAILED'}`,
    );
  }
  console.log(`  ${'Whole suite'.padEnd(48)} ${seconds(Date.now() - started).padStart(6)}`);
  console.log(
    `\nTotal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  process.exit(ok && failed === 0 ? 0 : 1);
}

// `npm run lint` split in three: the web app's lint and the rest's each build a TypeScript
// program of their own projects only, so side by side they share the cores with the type check
// instead of one lint taking twice as long as the type check after it ends.
const checked = await runSideBySide([
  { title: 'Type check', command: 'npx', args: ['tsc', '-b'] },
  { title: 'Lint: web app', command: 'npx', args: ['eslint', 'apps/web', '--max-warnings=0'] },
  {
    title: 'Lint: server, core and browser tests',
    command: 'npx',
    args: ['eslint', '.', '--ignore-pattern', 'apps/web/**', '--max-warnings=0'],
  },
  { title: 'Format (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
]);
if (!checked) finish(false);

const vitestReport = path.join(root, 'node_modules', '.cache', 'vitest-results.json');
rmSync(vitestReport, { force: true });
console.log(
  process.env.TEST_DATABASE_URL
    ? '\nAPI tests run on the embedded database and on the PostgreSQL server of TEST_DATABASE_URL.'
    : '\nAPI tests run on the embedded database (set TEST_DATABASE_URL to add a PostgreSQL server).',
);
const unitOk = run('Unit and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!unitOk) {
  failed += 1;
}
if (!unitOk) finish(false);

if (!existsSync(chromium)) {
  if (e2eRequired) {
    console.error(`\nBrowser tests required (E2E=required) but no Chromium at ${chromium}.`);
    failed += 1;
    finish(false);
  }
  console.log(`\nBrowser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium).`);
  finish(true);
}

if (!run('Build', 'npm', ['run', 'build'])) finish(false);
const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
rmSync(e2eReport, { force: true });
const e2eOk = run('Browser tests (Playwright, Debian Chromium)', 'npm', ['test', '-w', '@app/e2e']);
const e2e = readJson(e2eReport);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else if (!e2eOk) {
  failed += 1;
}
finish(e2eOk);
