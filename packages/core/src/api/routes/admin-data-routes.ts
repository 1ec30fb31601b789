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
import { syncNowRequest, syncOverview, syncRun, syncSchedule } from '../admin/data-sync';
import { apiRoute } from './api-route';

/** The platform admin console's data screens: imports, the sync and the deposit pages' settings. */
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
  /** Per source: last check, newest quarter held, next run; the schedule; the latest runs. */
  syncOverview: apiRoute({
    method: 'GET',
    path: '/api/admin/data/sync',
    response: syncOverview,
  }),
  /** "Sync now": queues a run per source (or answers the one already queued or running). */
  syncNow: apiRoute({
    method: 'POST',
    path: '/api/admin/data/sync',
    body: syncNowRequest,
    response: z.array(syncRun),
    status: 201,
  }),
  setSyncSchedule: apiRoute({
    method: 'PUT',
    path: '/api/admin/data/sync/schedule',
    body: syncSchedule,
    response: syncOverview,
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
