import { assetRoutes } from '@app/core/api/routes/asset-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../api/api-query';

/** fileName without extension, e.g. peer-comparison-2 (see productDefinitionFile). */
export function getProductDefinitionQueryOptions(fileName: string) {
  return queryOptions({
    ...apiQueryOptions(assetRoutes.productDefinition, { params: { file: `${fileName}.json` } }),
    // Definitions change only with a deployment.
    staleTime: Infinity,
  });
}

export function useProductDefinition(fileName: string) {
  return useQuery(getProductDefinitionQueryOptions(fileName));
}
