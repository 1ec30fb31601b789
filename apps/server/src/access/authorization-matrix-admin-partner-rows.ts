import type { Row } from '../testing/matrix-calls';

/**
 * The console's partner routes (admin/partner). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_PARTNER_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
];
