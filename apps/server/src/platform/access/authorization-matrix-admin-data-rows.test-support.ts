import { DEFAULT_SYNC_SCHEDULE } from '@app/core/api/admin/data-sync';
import { get, post, put, type Row } from '../../testing/matrix-calls';

/** The rows cannot read an id the server made: an unknown one shows the guard answers first. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NMD = {
  nmd_trunct: 40,
  nmd_sig_event_ind: 0.2,
  StartNmdReportDate: '1999-03-31',
  CurrentNmdReportDate: '1999-03-31',
};

/** The schedule a demo installation starts with: writing it changes nothing. */
const SCHEDULE = { ...DEFAULT_SYNC_SCHEDULE, enabled: false };

/**
 * The console's data routes (admin/data). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'. The rows that would start an import or change
 * a setting stop at the validation (400), after the guard, so the matrix changes nothing; the
 * sync's rows sync FFIEC, which has no address to fetch (skipped, no download), and write the
 * schedule a demo installation has anyway.
 */
// prettier-ignore
export const ADMIN_DATA_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/data/imports', call: () => get('/api/admin/data/imports'), expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/data/imports/:importId', note: 'unknown id', call: () => get(`/api/admin/data/imports/${UNKNOWN}`),
                                                                                       expect: '401 403 403 403 403 403 403 403 404' },
  { route: 'POST /api/admin/data/imports/upload', note: '400: not a FRED .csv', call: () => ({ method: 'POST', url: '/api/admin/data/imports/upload?source=rates&fileName=notes.txt', body: 'hello', headers: { 'content-type': 'application/octet-stream' } }),
                                                                                       expect: '401 403 403 403 403 403 403 403 400' },
  { route: 'POST /api/admin/data/imports', note: '400: no such folder', call: () => post('/api/admin/data/imports', { source: 'ncua', path: '/no/such/folder' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 400' },
  { route: 'GET /api/admin/data/reports', call: () => get('/api/admin/data/reports'), expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/data/sync', call: () => get('/api/admin/data/sync'), expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/data/sync', note: 'FFIEC: no address, skipped', call: () => post('/api/admin/data/sync', { source: 'ffiec' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'PUT /api/admin/data/sync/schedule', note: 'the demo default again', call: () => put('/api/admin/data/sync/schedule', SCHEDULE),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/settings/nmd', call: () => get('/api/admin/settings/nmd'), expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/admin/settings/nmd', note: '400: a quarter not held', call: () => put('/api/admin/settings/nmd', NMD),
                                                                                       expect: '401 403 403 403 403 403 403 403 400' },
];
