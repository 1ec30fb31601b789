import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../auth/guards';
import type { Principal } from '../auth/principal';
import type { HttpError } from '../http/http-error';
import type { Guard } from '../http/contract-route';

/**
 * One rule of a route: why this principal may not make this request, or null. `N` is the part
 * of the parsed request it reads (`{ params: { iid: number } }`); a route's rule must read only
 * what its contract entry parses, which contractRoute checks at compile time.
 */
export type Rule<N = unknown> = (
  principal: Principal,
  input: N,
  request: FastifyRequest,
) => HttpError | null | Promise<HttpError | null>;

/** What a list of rules reads together. */
export type Reads<Rules extends readonly unknown[]> = Rules extends readonly [
  Rule<infer N>,
  ...infer Rest,
]
  ? N & Reads<Rest>
  : unknown;

/** The parsed parts of a request, as the route's schemas left them before its preHandler. */
const inputOf = (request: FastifyRequest) => ({
  params: request.params,
  query: request.query,
  body: request.body,
});

/** The first refusal of the rules, in their order, or null. */
export async function firstRefusal<N>(
  principal: Principal,
  input: N,
  request: FastifyRequest,
  rules: readonly Rule<N>[],
): Promise<HttpError | null> {
  for (const check of rules) {
    const refusal = await check(principal, input, request);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * A route's guard from its rules. They run in the order listed, so the first refusal a caller
 * reads is the broadest one (signed in, product, tier, then the institution, the metric and the
 * peer).
 */
export function guard<const Rules extends readonly Rule<never>[]>(
  ...rules: Rules
): Guard<Reads<Rules>> {
  return async (request) => {
    const principal = requirePrincipal(request);
    // contractRoute gives a guard only to routes whose parsed input has what its rules read.
    const input = inputOf(request) as never;
    for (const check of rules) {
      const refusal = await check(principal, input, request);
      if (refusal) throw refusal;
    }
  };
}
