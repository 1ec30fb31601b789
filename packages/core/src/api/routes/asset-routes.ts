import { productDefinition } from '../product-definition';
import { apiRoute } from './api-route';

/**
 * Files the server serves outside /api, to signed-in holders of the product. Not in the
 * checked table: the server registers one route per definition file (`peer-comparison-1.json`…).
 */
export const assetRoutes = {
  productDefinition: apiRoute({
    method: 'GET',
    path: '/assets/products/:file',
    response: productDefinition,
  }),
} as const;
