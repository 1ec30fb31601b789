// Asks two Peerscope servers the same 50 analytics questions as the same demo user and compares
// the answers byte for byte. Used by scripts/backup-check.sh (a restored copy against its
// original). Usage: node scripts/compare-answers.mjs http://127.0.0.1:3001 http://127.0.0.1:3002
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';

// Node's own fetch (the lint setup of scripts/ knows Node's modules, not its browser globals).
const { fetch } = globalThis;

const [original, copy] = process.argv.slice(2);
if (!original || !copy) {
  console.error('usage: compare-answers.mjs <original server URL> <restored server URL>');
  process.exit(2);
}
const EMAIL = process.env.COMPARE_EMAIL ?? 'standard@example.com';
const PASSWORD = process.env.COMPARE_PASSWORD ?? 'demo-password';

/** A signed-in session on one server: its cookies, kept by hand (fetch keeps none). */
async function signIn(base) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { token } = await csrf.json();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`${base}: sign-in answered ${login.status}`);
  keep(login);
  const me = await login.json();
  return {
    subject: me.institutionIid,
    async get(url) {
      const response = await fetch(`${base}${url}`, { headers: { cookie: cookie() } });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

const a = await signIn(original);
const b = await signIn(copy);
const s = a.subject;
const json = async (url) => JSON.parse((await a.get(url)).body.toString());
const groups = await json(`/api/${s}/group`);
const national = groups.find((g) => g.name === 'National').groupId;
const state = groups.find((g) => g.groupType === 20 || (g.name !== 'National' && !g.editable));
const dates = (await json('/api/date')).find((set) => set.institutionType === 'bank').dates;
const metrics = (await json(`/api/${s}/metric/trend`)).map((m) => m.metricId).slice(0, 10);

// 50 questions: series and percentiles of ten metrics against the nation, ten metrics alone,
// the quarterly summary of the newest twelve quarters, KPIs, lists and the dashboard.
const urls = [
  ...metrics.map((m) => `/api/${s}/metric/${m}/group/${national}`),
  ...metrics.map((m) => `/api/${s}/metric/percentile/${m}/${national}`),
  ...metrics.map((m) => `/api/${s}/metric/${m}`),
  ...dates.slice(-12).map((d) => `/api/${s}/metric/quarterly/${d}/30/${national}`),
  `/api/${s}/kpi/LBPRLNDEP,LBPRLIQASSET,LBPRNONCORE,LBPRCASHDUEAS,LBPRNMDDEP?peer=group:${national}`,
  `/api/${s}/kpi/LBPRLNDEP,LBPRNONCORE?peer=group:${state?.groupId ?? national}`,
  `/api/${s}/metric/${metrics[0]}/group/${state?.groupId ?? national}`,
  `/api/${s}/metric/trend`,
  `/api/${s}/metric/correlation`,
  `/api/${s}/group`,
  '/api/date',
  '/api/rate',
];
if (urls.length !== 50) throw new Error(`${urls.length} questions, not 50`);

let differing = 0;
for (const url of urls) {
  const [x, y] = [await a.get(url), await b.get(url)];
  const same = x.status === 200 && y.status === 200 && x.body.equals(y.body);
  if (!same) {
    differing += 1;
    console.log(
      `DIFFERENT ${url}: ${x.status} ${x.body.length} B vs ${y.status} ${y.body.length} B`,
    );
    // Where they part, with some context, to tell a real difference from a timestamp.
    let at = 0;
    while (at < x.body.length && x.body[at] === y.body[at]) at += 1;
    const around = (body) => body.subarray(Math.max(0, at - 60), at + 60).toString();
    console.log(`  original: …${around(x.body)}…\n  restored: …${around(y.body)}…`);
  }
}
const digest = createHash('sha256');
for (const url of urls) digest.update((await b.get(url)).body);
console.log(
  `${urls.length - differing} of ${urls.length} answers identical byte for byte (sha256 of all: ${digest.digest('hex').slice(0, 16)})`,
);
process.exit(differing === 0 ? 0 : 1);
