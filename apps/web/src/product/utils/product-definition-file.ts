import type { InstitutionType, ProductCode } from '@app/core/domain/products';

/**
 * spec 2 section 2: definitions are per institution type, suffix 1 for banks and 2 for credit
 * unions. Non-Maturity Deposits exists only for banks, so it is always suffix 1; a user with no
 * institution type yet gets the bank variant.
 */
export function productDefinitionFile(
  productCode: ProductCode,
  institutionType: InstitutionType | null,
): string {
  const suffix = productCode === 'peer-comparison' && institutionType === 'credit union' ? 2 : 1;
  return `${productCode}-${suffix}`;
}
