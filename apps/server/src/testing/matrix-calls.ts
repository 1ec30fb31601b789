import type { Role } from './matrix-roles';

/** The authorization matrix's rows and the calls they make (access/authorization-matrix.test.ts). */

export type Ids = {
  open: string;
  gated: string;
  performance: string;
  decay: string;
  national: number;
  otherState: number;
  custom: number;
};
export interface Ctx {
  role: Role;
  iid: number;
  ids: Ids;
  /** The caller's organization (the platform's own for the platform admin). */
  organizationId: string;
  /** A fresh custom group of the subject's organization (for rows that delete one). */
  freshGroup: () => Promise<number>;
  /** A fresh user, and a fresh request to join, of Prairie Gate Bank's organization. */
  freshPrairieUser: () => Promise<string>;
  freshJoiner: () => Promise<string>;
}
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface Row {
  route: string;
  note?: string;
  call: (c: Ctx) => Call | Promise<Call>;
  /** Nine statuses in the column order above. */
  expect: string;
  /** Asked with a newly signed-in client (the call ends or changes the session). */
  fresh?: boolean;
}

export const get = (url: string): Call => ({ method: 'GET', url });
export const post = (url: string, body?: unknown): Call => ({ method: 'POST', url, body });
export const put = (url: string, body?: unknown): Call => ({ method: 'PUT', url, body });
export const del = (url: string): Call => ({ method: 'DELETE', url });

let unique = 0;
/** A number not used before in this test run, for names and addresses that must be new. */
export const nextUnique = () => ++unique;
export const email = (c: Ctx) => `matrix-${c.role}-${nextUnique()}@newbank.test`;
export const signup = (c: Ctx, iid: number) => ({
  organizationIid: iid,
  email: email(c),
  firstName: 'Nora',
  lastName: 'Newman',
  phone: '515-555-0199',
  title: 'Chief Financial Officer',
  planType: 'PeerComparisonBasic',
});

export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
