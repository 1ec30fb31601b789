import { get, type Row } from '../../testing/matrix-calls';

// Rows of the authorization matrix (authorization-matrix.test.ts has the columns).

/** Liveness and readiness: load balancers ask them signed out, so everyone may. */
// prettier-ignore
export const OPERATIONS_ROWS: Row[] = [
  //                                                                        anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/health', call: () => get('/api/health'),               expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/ready', call: () => get('/api/ready'),                 expect: '200 200 200 200 200 200 200 200 200' },
];
