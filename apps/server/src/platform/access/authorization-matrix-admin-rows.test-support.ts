import { get, type Row } from '../../testing/matrix-calls';
import { ADMIN_CONTENT_ROWS } from './authorization-matrix-admin-content-rows.test-support';
import { ADMIN_DATA_ROWS } from './authorization-matrix-admin-data-rows.test-support';
import { ADMIN_MAIL_ROWS } from './authorization-matrix-admin-mail-rows.test-support';
import { ADMIN_ORGANIZATION_ROWS } from './authorization-matrix-admin-organization-rows.test-support';
import { ADMIN_PARTNER_ROWS } from './authorization-matrix-admin-partner-rows.test-support';

/** The platform admin console (admin/): every route for platform admins only. */
// prettier-ignore
export const ADMIN_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/overview', call: () => get('/api/admin/overview'),         expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/audit', call: () => get('/api/admin/audit?q=maintenance'), expect: '401 403 403 403 403 403 403 403 200' },
  ...ADMIN_ORGANIZATION_ROWS,
  ...ADMIN_CONTENT_ROWS,
  ...ADMIN_MAIL_ROWS,
  ...ADMIN_PARTNER_ROWS,
  ...ADMIN_DATA_ROWS,
];
