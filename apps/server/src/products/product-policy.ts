import type { ProductCode } from '@app/core/domain/products';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { authorize } from '../auth/guards';
import { holdsProduct } from '../auth/principal';
import { PRODUCT_NAMES } from '@app/core/domain/products';

/** spec 2 section 6: product pages and their data need a claim equal to the product's client code. */
export function canOpenProduct(product: ProductCode): preHandlerAsyncHookHandler {
  return authorize(
    (p) => holdsProduct(p, product),
    `Your plan does not include ${PRODUCT_NAMES[product]}.`,
  );
}
