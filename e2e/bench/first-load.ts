/// <reference lib="dom" />
/**
 * `npm run bench` (its web part): the built app on the demo data, measured as a first-time
 * visitor's Chromium sees it (cold cache, a fresh browser context per run, loopback, no
 * throttling). For each page: the JavaScript it downloads (bytes on the wire, compressed) and
 * the time to its first full draw, the median of 5 runs. Writes the "First load" section of
 * docs/performance.md; issue 15 sets the budgets checked here.
 *
 * "Fully drawn": the network is quiet, no loader is left on the page, and the time taken is
 * that of the last response or change to the page, whichever came later.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin } from '../tests/api';
import { leaveTours } from '../tests/shell-helpers';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REPORT = path.join(ROOT, 'docs', 'performance.md');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3950);
const BASE = `http://localhost:${PORT}`;
const RUNS = 5;
const KB = 1024;

interface PageBudget {
  name: string;
  path: string;
  /** Who is signed in; null for a signed-out visitor. */
  user: string | null;
  jsBudgetBytes: number;
  drawBudgetMs: number | null;
}

const PAGES: PageBudget[] = [
  { name: 'Log in', path: '/login', user: null, jsBudgetBytes: 150 * KB, drawBudgetMs: null },
  {
    name: 'Dashboard',
    path: '/dashboard',
    user: 'standard@example.com',
    jsBudgetBytes: 300 * KB,
    drawBudgetMs: 1000,
  },
  {
    name: 'Quarterly group summary',
    path: '/peer-comparison/quarterly/group',
    user: 'standard@example.com',
    jsBudgetBytes: Number.POSITIVE_INFINITY,
    drawBudgetMs: 1500,
  },
];

interface Measure {
  jsBytes: number;
  drawMs: number;
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'peerscope-bench-web-'));
  // A copy of a data folder that holds the demo data already skips its ~8 minute load.
  const from = process.env.BENCH_WEB_DATA_FROM;
  if (from) cpSync(from, dataDir, { recursive: true });
  const server = spawn('node', [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${BASE}/api/status`)
      .then((r) => r.json() as Promise<{ data?: string }>)
      .catch(() => null);
    if (status?.data === 'ready') return { server, dataDir };
    await sleep(1000);
  }
  server.kill();
  throw new Error('the demo data did not load within 10 minutes');
}

async function signedInContext(context: BrowserContext, user: string | null) {
  if (!user) return;
  const token = await apiLogin(context.request, user);
  await leaveTours(context.request, token);
}

/**
 * Records, in the page, the time of its last change; read once the page is quiet. Given as
 * text: a compiled function may carry the compiler's helpers, which the page does not have.
 */
const WATCH_CHANGES = `
  const mark = () => { window.lastChange = performance.now(); };
  new MutationObserver(mark).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  mark();
`;

async function measure(page: Page, target: PageBudget): Promise<Measure> {
  let jsBytes = 0;
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request.sizes().then((sizes) => (jsBytes += sizes.responseBodySize));
  });
  await page.addInitScript({ content: WATCH_CHANGES });
  await page.goto(`${BASE}${target.path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => document.querySelectorAll('[role="status"] .mantine-Loader-root').length === 0,
  );
  await page.waitForLoadState('networkidle');
  const drawMs = await page.evaluate(() => {
    const lastResponse = Math.max(
      0,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    );
    return Math.max(lastResponse, (window as unknown as { lastChange: number }).lastChange);
  });
  await sleep(200);
  return { jsBytes, drawMs };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;

async function main() {
  const { server, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: string[][] = [];
  const verdicts: string[] = [];
  let allMet = true;
  try {
    for (const target of PAGES) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width: 1440, height: 900 },
        });
        await signedInContext(context, target.user);
        runs.push(await measure(await context.newPage(), target));
        await context.close();
      }
      const js = median(runs.map((r) => r.jsBytes));
      const draw = median(runs.map((r) => r.drawMs));
      const jsMet = js <= target.jsBudgetBytes;
      const drawMet = target.drawBudgetMs === null || draw <= target.drawBudgetMs;
      allMet &&= jsMet && drawMet;
      const budget = (met: boolean, limit: string) => `${met ? 'met' : '**over**'} (≤ ${limit})`;
      if (Number.isFinite(target.jsBudgetBytes)) {
        verdicts.push(
          verdict(jsMet, `${target.name}: JavaScript`, kb(js), kb(target.jsBudgetBytes)),
        );
      }
      if (target.drawBudgetMs !== null) {
        verdicts.push(
          verdict(
            drawMet,
            `${target.name}: fully drawn`,
            `${draw.toFixed(0)} ms`,
            `${target.drawBudgetMs} ms`,
          ),
        );
      }
      rows.push([
        `${target.name} (\`${target.path}\`)`,
        kb(js),
        Number.isFinite(target.jsBudgetBytes)
          ? budget(jsMet, kb(target.jsBudgetBytes))
          : 'none set',
        `${draw.toFixed(0)} ms`,
        target.drawBudgetMs === null ? 'none set' : budget(drawMet, `${target.drawBudgetMs} ms`),
      ]);
      console.log(rows.at(-1)?.join(' | '));
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeSection(rows, allMet);
  console.log(verdicts.join('\n'));
  // A budget not met fails the run, so that a script or CI step can rely on the exit code.
  if (!allMet) process.exitCode = 1;
}

const verdict = (met: boolean, what: string, value: string, limit: string) =>
  `${met ? 'PASS' : 'FAIL'} ${what} ${value} (budget ≤ ${limit})`;

/** A table as Prettier writes one (cells padded to their column), so the report stays formatted. */
function markdownTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function writeSection(rows: string[][], allMet: boolean) {
  const section = [
    '## First load (web app)',
    '',
    `${new Date().toISOString().slice(0, 10)}, \`npm run bench\` (e2e/bench/first-load.ts): the built app on the demo data, Debian's`,
    'Chromium at 1440 px on loopback, a fresh browser context (cold cache) per run, the median of',
    `${RUNS} runs. JavaScript is the bytes on the wire (brotli); "fully drawn" is when the network is`,
    'quiet and no loader is left, timed at the last response or change to the page. Before pages',
    'became chunks of their own and assets were sent compressed (issue 15), every page loaded one',
    '1.86 MB script, uncompressed.',
    '',
    'What keeps the sign-in page small: it loads one script, the code every page needs (React,',
    "Mantine's provider and the few components of the frame, React Router, TanStack Query, zod and",
    'the sign-in contract), built as a single chunk (`codeSplitting` group `$initial` in',
    'apps/web/vite.config.ts; in the dozens of pieces the lazy pages share it compressed ~18 KB',
    'worse). The signed-in header with its menus, drawer and guided tours, the selection store and',
    "every route's contract beyond sign-in load once someone is signed in",
    '(apps/web/src/app/signed-in-top.tsx, api/session-invalidations.ts). What a signed-in page',
    'waits for starts early: index.html preloads `GET /api/auth/me`, the app preloads the chunk of',
    'the page its address opens and, for a signed-in page, the signed-in header (`preloadPages`,',
    'ui/lazy-page.ts), and the selection asks for the institution, its peer groups and the saved',
    'choices at the same time. The first render waits for those chunks, and a page whose code is',
    'in renders without suspending: React reveals a suspended page no sooner than 300 ms after its',
    'loader showed, which held back every call of the page by that much. The signed-in header',
    'with all it imports, and the code two or more pages share, are one chunk each (`signed-in`',
    'and `shared` in vite.config.ts): a signed-in page loads three chunks beyond the first, where',
    'it loaded ~25 small ones, six at a time over HTTP/1.1. The first calls of the dashboard and',
    'of a product page start from a small chunk loaded with the page (apps/web/src/app/',
    "page-prefetch.ts) once the user is known, not after the page's code has run and rendered:",
    "the selection, the dashboard's summary and, outside MULTI organizations, its panel's figures",
    "of the user's own institution; a product page's report dates and definition. What remains on",
    "a cold load: the quarterly page's data call waits for the page's first render (~250 ms of",
    "script after its chunk arrives, under load), and the page's render of its table after it.",
    '',
    // Times on a shared machine say little without how busy it was.
    `Load average when the run ended: ${loadavg()[0]!.toFixed(1)} (over 1 minute), on ${availableParallelism()} cores.`,
    '',
    ...markdownTable(['page', 'JavaScript', 'budget', 'fully drawn', 'budget'], rows),
    '',
    allMet ? 'Every budget is met.' : 'A budget is not met (marked **over**).',
    '',
  ].join('\n');
  const current = readFileSync(REPORT, 'utf8');
  const start = current.indexOf('## First load (web app)');
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? '' : current.slice(next)}`;
  writeFileSync(REPORT, updated);
  console.log(`Wrote the first-load section of ${path.relative(ROOT, REPORT)}.`);
}

await main();
