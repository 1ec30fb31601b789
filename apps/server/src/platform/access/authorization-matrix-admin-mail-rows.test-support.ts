import { get, post, put, type Row } from '../../testing/matrix-calls';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The console's mail routes (admin/mail). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_MAIL_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/feedback', call: () => get('/api/admin/feedback?type=Problem&unread=true'),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/admin/feedback/:id/read', note: '404: unknown feedback', call: () => put(`/api/admin/feedback/${UNKNOWN}/read`, { read: true }),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
  { route: 'POST /api/admin/feedback/:id/reply', note: '404: unknown feedback', call: () => post(`/api/admin/feedback/${UNKNOWN}/reply`, { subject: 'Thanks', text: 'Thank you.' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
  { route: 'GET /api/admin/outbox', call: () => get('/api/admin/outbox'),             expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/outbox/delivery', call: () => get('/api/admin/outbox/delivery'),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/outbox/:id/resend', note: '404: unknown message', call: () => post(`/api/admin/outbox/${UNKNOWN}/resend`),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
];
