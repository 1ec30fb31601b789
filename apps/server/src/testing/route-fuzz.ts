import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { FUZZ_CALLERS, type FuzzCaller, type FuzzWorld } from './fuzz-world';
import { requestArb, routeShapes, type FuzzRequest } from './fuzz-requests';
import type { TestApp, TestClient } from './test-app';

/**
 * A seeded property/fuzz run over every registered route (issue 11): each request picks a
 * caller, a route, and fills its path, query and body with a mix of good values (so requests
 * reach the services and the database) and hostile ones (huge and negative numbers, NaN,
 * empty and very long text, NUL, prototype names, impossible dates, arrays where text is
 * expected, wrong content types, percent-encoded paths). No answer may be a 5xx.
 *
 * fast-check draws the requests from a seed, so a run is repeatable: the same seed gives the
 * same requests (the database's ids may differ between embedded and server databases).
 */

export interface FuzzReport {
  seed: number;
  requests: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** Every request answered 5xx, with the answer. */
  failures: { request: FuzzRequest; status: number; body: string }[];
  milliseconds: number;
}

/** Runs `requests` requests drawn from `seed`; never throws on a bad answer, reports it. */
export async function fuzzRoutes(
  t: TestApp,
  world: FuzzWorld,
  options: { seed: number; requests: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const { shapes, resolve } = routeShapes(t);
  const arbitrary = fc
    .record({
      caller: fc.constantFrom(...FUZZ_CALLERS),
      shape: fc.constantFrom(...shapes),
    })
    .chain(({ caller, shape }) =>
      requestArb(shape, world, resolve).map((request): FuzzRequest => ({ caller, ...request })),
    );
  const clients = new Map<FuzzCaller, TestClient>();
  /** The API token callers' tokens: their client holds no cookie, the token goes in a header. */
  const bearers = new Map<FuzzCaller, string>();
  const tokenOwner = (caller: FuzzCaller) => /^API token of (.+)$/.exec(caller)?.[1];
  const clientOf = async (caller: FuzzCaller) => {
    let client = clients.get(caller);
    if (!client) {
      client = t.client();
      const owner = tokenOwner(caller);
      if (owner && !bearers.has(caller)) {
        const holder = await t.client().login(owner);
        const made = await holder.post('/api/account/tokens', { name: 'Fuzz', expiresInDays: 1 });
        bearers.set(caller, made.json<{ token: string }>().token);
      }
      // A caller the run deleted or locked out goes on signed out.
      if (caller !== 'signed out' && !owner) await client.login(caller).catch(() => undefined);
      clients.set(caller, client);
    }
    return client;
  };
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    statuses: {},
    failures: [],
    milliseconds: 0,
  };
  // Drawn in batches: 20,000 requests with long bodies need not sit in memory at once.
  const BATCH = 500;
  for (let done = 0; done < options.requests; done += BATCH) {
    const batch = fc.sample(arbitrary, {
      seed: options.seed + done,
      numRuns: Math.min(BATCH, options.requests - done),
    });
    for (const request of batch) {
      const client = await clientOf(request.caller);
      const inject: InjectOptions & { csrf?: boolean } = {
        method: request.method as InjectOptions['method'],
        url: request.url,
        payload: request.payload,
        headers: {
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          ...(bearers.has(request.caller)
            ? { authorization: `Bearer ${bearers.get(request.caller)}` }
            : {}),
        },
        // A fresh address each time: the sign-in and rate limits are not what is tested here.
        remoteAddress: `10.${report.requests % 250}.${(report.requests >> 8) % 250}.7`,
        csrf: request.csrf,
      };
      const response = await client.request(inject);
      report.requests += 1;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.failures.push({
          request,
          status: response.statusCode,
          body: response.body.slice(0, 500),
        });
      }
      // A sign-out or a password change ends the caller's session: sign in again.
      if (
        request.caller !== 'signed out' &&
        request.method !== 'GET' &&
        response.statusCode < 300 &&
        /logout|password/.test(request.url)
      ) {
        clients.delete(request.caller);
      }
    }
    options.onProgress?.(report.requests);
  }
  report.milliseconds = Date.now() - started;
  return report;
}

/** One line per failing request: enough to replay it by hand. */
export function describeFailures(report: FuzzReport, max = 20): string {
  return report.failures
    .slice(0, max)
    .map(
      ({ request, status, body }) =>
        `${status} ${request.caller}: ${request.method} ${request.url.slice(0, 300)}` +
        `${request.payload ? ` [${request.contentType}] ${request.payload.slice(0, 300)}` : ''}` +
        ` -> ${body.slice(0, 200)}`,
    )
    .join('\n');
}
