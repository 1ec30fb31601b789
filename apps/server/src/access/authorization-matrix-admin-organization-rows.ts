import type { Row } from '../testing/matrix-calls';

/**
 * The console's organization routes (admin/organization). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_ORGANIZATION_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
];
