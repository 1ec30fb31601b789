import { z } from 'zod';
import { idParam } from '../input';
import { ownDataPresence, ownDataSummary, ownDataUploadQuery } from '../own-deposit-data';
import { apiRoute } from './api-route';

const subjectParams = z.object({ iid: idParam });

/** An institution's own deposit data (issue 29), private to its organization. */
export const ownDataRoutes = {
  summary: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/own-data',
    params: subjectParams,
    response: ownDataSummary,
  }),
  /**
   * The file: a multipart form (its "file" field, as the browser sends) or the body itself
   * (text/csv, or an XLSX workbook, as scripts send). Replaces an earlier upload whole.
   */
  upload: apiRoute({
    method: 'POST',
    path: '/api/:iid/nmd/own-data',
    params: subjectParams,
    query: ownDataUploadQuery,
    response: ownDataSummary,
    status: 201,
  }),
  remove: apiRoute({ method: 'DELETE', path: '/api/:iid/nmd/own-data', params: subjectParams }),
  /** The CSV template (text/csv, not JSON). */
  template: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/own-data/template',
    params: subjectParams,
  }),
  /** The platform admin's view: which organizations have uploaded, the size and date only. */
  presence: apiRoute({
    method: 'GET',
    path: '/api/admin/own-data',
    response: z.array(ownDataPresence),
  }),
} as const;
