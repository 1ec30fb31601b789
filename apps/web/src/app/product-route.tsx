import type { ProductCode } from '@app/core/domain/products';
import { useCurrentUser } from '../features/auth/components/require-auth';
import { ProductPage } from '../product/routes/product-page';
import { productSlots } from './product-slots';
import { registerPageComponents } from './register-page-components';

// The rooms' components join the registry when this chunk loads, before any product page
// renders (docs/architecture.md, "Product pages").
registerPageComponents();

/** A product page on screen (with the shell's selectors) or for print (without). */
export function ProductRoute({ productCode, print }: { productCode: ProductCode; print: boolean }) {
  const user = useCurrentUser();
  return print ? (
    <ProductPage user={user} productCode={productCode} print />
  ) : (
    <ProductPage
      user={user}
      productCode={productCode}
      print={false}
      slots={productSlots(user, productCode)}
    />
  );
}
