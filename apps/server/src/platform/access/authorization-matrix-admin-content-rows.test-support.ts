import { get, post, put, type Ctx, type Row } from '../../testing/matrix-calls';

/** Addressed to the caller's own organization, so no other row's user sees it. */
const message = (c: Ctx) => ({
  content: '<p>Matrix message</p>',
  audience: { type: 'organization', organizationId: c.organizationId },
});
/** The rows cannot read an id the server made: an unknown one shows the guard answers first. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The console's content routes (admin/content). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_CONTENT_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/content-audiences', call: () => get('/api/admin/content-audiences'),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/content-preview', call: () => post('/api/admin/content-preview', { content: '<p>Hi<script>x</script></p>' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/content/:kind', call: () => get('/api/admin/content/messages'),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/content/:kind', call: (c) => post('/api/admin/content/messages', message(c)),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'PUT /api/admin/content/:kind/:id', note: 'unknown id', call: (c) => put(`/api/admin/content/news/${UNKNOWN}`, { ...message(c), title: 'Matrix' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
  { route: 'POST /api/admin/content/:kind/:id/withdraw', note: 'unknown id', call: () => post(`/api/admin/content/activities/${UNKNOWN}/withdraw`),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
];
