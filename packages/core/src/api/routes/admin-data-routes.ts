import { z } from 'zod';
import {
  importFolderRequest,
  importReportEntry,
  importRun,
  importRunParams,
  importUploadQuery,
  nmdSettings,
  nmdSettingsView,
} from '../admin/data';
import { apiRoute } from './api-route';

/** The platform admin console's data screens: imports and the deposit pages' settings. */
export const adminDataRoutes = {
  importRuns: apiRoute({
    method: 'GET',
    path: '/api/admin/data/imports',
    response: z.array(importRun),
  }),
  importRun: apiRoute({
    method: 'GET',
    path: '/api/admin/data/imports/:importId',
    params: importRunParams,
    response: importRun,
  }),
  /** The file is the request body itself (application/octet-stream), streamed to disk. */
  uploadImport: apiRoute({
    method: 'POST',
    path: '/api/admin/data/imports/upload',
    query: importUploadQuery,
    response: importRun,
    status: 201,
  }),
  importFolder: apiRoute({
    method: 'POST',
    path: '/api/admin/data/imports',
    body: importFolderRequest,
    response: importRun,
    status: 201,
  }),
  importReports: apiRoute({
    method: 'GET',
    path: '/api/admin/data/reports',
    response: z.array(importReportEntry),
  }),
  nmdSettings: apiRoute({
    method: 'GET',
    path: '/api/admin/settings/nmd',
    response: nmdSettingsView,
  }),
  setNmdSettings: apiRoute({
    method: 'PUT',
    path: '/api/admin/settings/nmd',
    body: nmdSettings,
    response: nmdSettingsView,
  }),
} as const;
