import type { Row } from '../testing/matrix-calls';

/**
 * The console's content routes (admin/content). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'.
 */
// prettier-ignore
export const ADMIN_CONTENT_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
];
