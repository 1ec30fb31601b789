import { PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import { badRequest } from '../../platform/http/http-error';

/** An organization's admin gives a user only products the organization subscribes to. */
export function assertProductsHeld(
  held: readonly ProductCode[],
  requested: readonly ProductCode[],
): void {
  const missing = requested.filter((p) => !held.includes(p));
  if (missing.length > 0) {
    throw badRequest(
      `products: your organization does not subscribe to ${missing.map((p) => PRODUCT_NAMES[p]).join(' or ')}`,
    );
  }
}
