/**
 * The bench's load mode (issue 15): many signed-in users at once, each replaying what the
 * dashboard and the rooms ask for, the way a browser does on a repeat visit (the ETag of every
 * answer it was given goes back as If-None-Match). Reports throughput, p50/p95/p99 and errors.
 */
import { Agent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../seed/demo-seed';
import { hashPassword } from '../platform/auth/password';
import { queryRows, type Database } from '../platform/db/database';
import { userProducts, users } from '../platform/db/schema/user-tables';
import { signIn } from './sign-in';

/** The demo accounts whose organizations the load users join (one of each kind of room). */
const ORGANIZATIONS_OF = ['standard@example.com', 'bundle@example.com', 'cu@example.com'];

export interface LoadUser {
  email: string;
  subject: number;
  institutionType: string;
}

/** `count` users spread over the demo organizations, with the products of their demo user. */
export async function loadUsers(db: Database, count: number): Promise<LoadUser[]> {
  const demo = await db
    .select({ id: users.id, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(inArray(users.email, ORGANIZATIONS_OF));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const made: LoadUser[] = [];
  for (let n = 0; n < count; n++) {
    const model = demo.find((d) => d.email === ORGANIZATIONS_OF[n % ORGANIZATIONS_OF.length]);
    if (!model) throw new Error('The demo accounts are missing: start with DEMO_MODE=true.');
    const email = `load-${String(n).padStart(3, '0')}@bench.example`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: 'Load',
        lastName: `User ${n}`,
        title: 'Analyst',
        phone: '5155550100',
        organizationId: model.organizationId,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) {
      const held = await db
        .select({ product: userProducts.product })
        .from(userProducts)
        .where(eq(userProducts.userId, model.id));
      if (held.length > 0) {
        await db.insert(userProducts).values(held.map((h) => ({ userId: user.id, ...h })));
      }
    }
    const [org] = await queryRows<{ iid: number; institution_type: string }>(
      db,
      sql`select i.iid, i.institution_type from organizations o join institutions i
            on i.iid = o.institution_iid where o.id = ${model.organizationId}`,
    );
    made.push({ email, subject: org!.iid, institutionType: org!.institution_type });
  }
  return made;
}

/** One call of a visit, named for the report. */
interface Visit {
  name: string;
  url: string;
}

/**
 * What a user's visit asks for: the dashboard and the shell, then a trend room (metric list,
 * groups, the series and percentile against the national group), the quarterly summary and the
 * KPIs. Users differ in the metric they open, so the answers are a mix, not one hot URL.
 */
export function visitOf(
  user: LoadUser,
  n: number,
  context: { nationalGroup: Record<string, number>; newestQuarter: Record<string, string> },
): Visit[] {
  const bank = user.institutionType === 'bank';
  const metrics = bank
    ? ['LBPRE013', 'LBPREQAS', 'LBPRLNDEP', 'LBPRNONCORE', 'LBPR2170']
    : ['FPR_NWRATIO', 'FPR_ROA', 'FPR_LNSHR', 'FPR_ROE', 'FPR_NIM'];
  const metric = metrics[n % metrics.length]!;
  const group = context.nationalGroup[user.institutionType]!;
  const date = context.newestQuarter[user.institutionType]!;
  const s = user.subject;
  return [
    { name: 'me', url: '/api/auth/me' },
    { name: 'dashboard', url: '/api/dashboard' },
    { name: 'my institutions', url: '/api/user/institution' },
    { name: 'dates', url: '/api/date' },
    { name: 'rate list', url: '/api/rate' },
    { name: 'group list', url: `/api/${s}/group` },
    { name: 'metric list: trend', url: `/api/${s}/metric/trend` },
    { name: 'series vs national group', url: `/api/${s}/metric/${metric}/group/${group}` },
    { name: 'percentile vs national group', url: `/api/${s}/metric/percentile/${metric}/${group}` },
    { name: 'quarterly vs national group', url: `/api/${s}/metric/quarterly/${date}/30/${group}` },
    {
      name: 'KPIs vs national group',
      url: bank
        ? `/api/${s}/kpi/LBPRLNDEP,LBPRLIQASSET,LBPRNONCORE,LBPRCASHDUEAS,LBPRNMDDEP?peer=group:${group}`
        : `/api/${s}/kpi/FPR_NWRATIO,FPR_ROA,FPR_LNSHR?peer=group:${group}`,
    },
  ];
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

export interface LoadResult {
  users: number;
  /** Server instances the users were spread over. */
  servers: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** How the answers came: 304, served from the answer cache, or worked out. */
  notModified: number;
  cacheHits: number;
  /** The slowest calls by p95, for the report. */
  slowest: { name: string; p95: number; count: number }[];
}

/** What the load generator needs of an answer: its status and two headers. */
interface Answer {
  status: number;
  etag: string | undefined;
  answerCache: string | undefined;
}

/**
 * One GET on a kept-alive connection, the body read and dropped: the generator shares the 2
 * cores with the server, so it does no more than a browser's network layer would (fetch's
 * web streams and abort signals cost it several times as much CPU per request).
 */
function get(agent: Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const call = request(url, { agent, headers }, (response) => {
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          answerCache: response.headers['x-answer-cache'] as string | undefined,
        }),
      );
      response.resume();
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * Every user replays its visit in a loop for `seconds`, all at once. With several bases (server
 * instances on one database), user n goes to base n modulo their count.
 */
export async function runLoad(
  bases: string[],
  loadUsers: LoadUser[],
  seconds: number,
  visit: (user: LoadUser, n: number) => Visit[],
): Promise<LoadResult> {
  const baseOf = (n: number) => bases[n % bases.length]!;
  const cookies: string[] = [];
  for (const [n, user] of loadUsers.entries())
    cookies.push((await signIn(baseOf(n), user.email)).cookie);
  // One connection per user, kept alive, as a browser keeps its own.
  // https through a proxy (scripts/prod-check.sh), plain http to the instances otherwise.
  const AgentKind = bases[0]?.startsWith('https:') ? HttpsAgent : Agent;
  const agent = new AgentKind({ keepAlive: true, maxSockets: loadUsers.length });

  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  let errors = 0;
  let notModified = 0;
  let cacheHits = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;

  const run = async (user: LoadUser, n: number) => {
    const etags = new Map<string, string>();
    const calls = visit(user, n);
    while (performance.now() < ends) {
      for (const call of calls) {
        if (performance.now() >= ends) return;
        const headers: Record<string, string> = { cookie: cookies[n]! };
        const etag = etags.get(call.url);
        if (etag) headers['if-none-match'] = etag;
        const t0 = performance.now();
        try {
          const response = await get(agent, baseOf(n) + call.url, headers);
          const ms = performance.now() - t0;
          latencies.push(ms);
          let list = byCall.get(call.name);
          if (!list) byCall.set(call.name, (list = []));
          list.push(ms);
          if (response.status === 304) notModified += 1;
          else if (response.status !== 200) errors += 1;
          if (response.answerCache === 'hit') cacheHits += 1;
          if (response.etag) etags.set(call.url, response.etag);
        } catch {
          errors += 1;
        }
      }
    }
  };
  await Promise.all(loadUsers.map((user, n) => run(user, n)));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const slowest = [...byCall]
    .map(([name, list]) => {
      list.sort((a, b) => a - b);
      return { name, p95: percentile(list, 95), count: list.length };
    })
    .sort((a, b) => b.p95 - a.p95);
  return {
    users: loadUsers.length,
    servers: bases.length,
    seconds: elapsed,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    notModified,
    cacheHits,
    slowest,
  };
}
