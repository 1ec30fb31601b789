import { get, post, put, type Row } from '../../testing/matrix-calls';

/**
 * The console's organization routes (admin/organization). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_ORGANIZATION_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/organizations', call: () => get('/api/admin/organizations?q=prairie'),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/organizations/:organizationId', note: "the caller's own organization", call: (c) => get(`/api/admin/organizations/${c.organizationId}`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/admin/organizations/:organizationId/products', note: "400: the caller's organization holds these already (a grant would change later rows)",
    call: (c) => put(`/api/admin/organizations/${c.organizationId}/products`, { products: [], reason: 'Matrix check' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 400' },
  { route: 'POST /api/admin/users/:userId/approve', note: "a request to join Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshJoiner()}/approve`, {}),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/decline', note: "a request to join Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshJoiner()}/decline`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/disable', note: "a user of Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshPrairieUser()}/disable`, { reason: 'Matrix check' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/enable', note: "a user of Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshPrairieUser()}/enable`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/resend-email', note: '400: the user has verified their address already', call: async (c) => post(`/api/admin/users/${await c.freshPrairieUser()}/resend-email`, { kind: 'verification' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 400' },
  { route: 'PUT /api/admin/users/:userId/administrator', note: "a member of Prairie Gate Bank's organization made its administrator", call: async (c) => put(`/api/admin/users/${await c.freshPrairieUser()}/administrator`, { administrator: true }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/end-sessions', note: "a user of Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshPrairieUser()}/end-sessions`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
];
