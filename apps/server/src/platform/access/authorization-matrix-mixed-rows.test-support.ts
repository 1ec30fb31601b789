import { HARBOR_LIGHT, PRAIRIE } from '../../testing/matrix-roles';
import { nextUnique, post, type Row } from '../../testing/matrix-calls';

// Rows of the authorization matrix (authorization-matrix.test.ts has the columns): custom
// groups of banks and credit unions (issue 28 point 4) are created under the same rules.

// prettier-ignore
export const MIXED_GROUP_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'POST /api/:iid/group', note: 'a bank and a credit union in one group', call: (c) => post(`/api/${c.iid}/group`, { name: `Matrix ${nextUnique()}`, iids: [...new Set([c.iid, PRAIRIE, HARBOR_LIGHT])] }),
                                                                                       expect: '401 403 201 403 201 201 403 403 403' },
];
