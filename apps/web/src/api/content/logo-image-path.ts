import { contentRoutes } from '@app/core/api/routes/content-routes';
import { buildPath } from '../api-call';

/** The logo for print pages; a version makes the browser fetch a newly uploaded one. */
export const logoImagePath = (version?: string) =>
  buildPath(contentRoutes.logoImage, undefined, { v: version });
