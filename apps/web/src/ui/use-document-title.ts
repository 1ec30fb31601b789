import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { useEffect } from 'react';

export function formatDocumentTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_BRAND_NAME}` : PRODUCT_BRAND_NAME;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
