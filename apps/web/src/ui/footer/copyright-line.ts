import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';

export function copyrightLine(now: Date): string {
  return `© ${now.getFullYear()} ${PRODUCT_BRAND_NAME}. All rights reserved.`;
}
