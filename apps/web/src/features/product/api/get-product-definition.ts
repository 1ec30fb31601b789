import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http-client';
import { productDefinition, type ProductDefinition } from '@app/core/api/product-definition';

/** fileName without extension, e.g. peer-comparison-2 (see productDefinitionFile). */
export function getProductDefinition(
  fileName: string,
  signal?: AbortSignal,
): Promise<ProductDefinition> {
  return request(`/assets/products/${fileName}.json`, { schema: productDefinition, signal });
}

export function getProductDefinitionQueryOptions(fileName: string) {
  return queryOptions({
    queryKey: ['product-definition', fileName],
    queryFn: ({ signal }) => getProductDefinition(fileName, signal),
    // Definitions change only with a deployment.
    staleTime: Infinity,
  });
}

export function useProductDefinition(fileName: string) {
  return useQuery(getProductDefinitionQueryOptions(fileName));
}
