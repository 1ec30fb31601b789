import { QUARTER } from '../../testing/matrix-roles';
import { get, type Row } from '../../testing/matrix-calls';

// Rows of the authorization matrix for the peer statistics (issue 28; authorization-matrix.test.ts
// has the columns). One row per line keeps the table readable.

// prettier-ignore
export const STATS_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/:iid/metric/distribution/:metricId/:date/:groupId', note: 'Standard tier, National', call: (c) => get(`/api/${c.iid}/metric/distribution/${c.ids.open}/${QUARTER}/${c.ids.national}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/distribution/:metricId/:date/:groupId', note: "the subject organization's custom group", call: (c) => get(`/api/${c.iid}/metric/distribution/${c.ids.open}/${QUARTER}/${c.ids.custom}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
];
