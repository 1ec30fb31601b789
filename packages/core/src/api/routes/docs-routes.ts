import { apiRoute } from './api-route';

/** The API's own description: the OpenAPI document of every route below. */
export const docsRoutes = {
  openApi: apiRoute({ method: 'GET', path: '/api/docs' }),
};
