import { get, del, type Call, type Row } from '../../testing/matrix-calls';

/** A clean file of one product over three months, sent as scripts send it (text/csv). */
const csvUpload = (url: string): Call => ({
  method: 'POST',
  url,
  body: [
    'product,month,balance,rate_paid,category',
    'Checking,2024-01,1000,0.1,retail transactional',
    'Checking,2024-02,1010,0.1,retail transactional',
    'Checking,2024-03,1020,0.2,retail transactional',
  ].join('\n'),
  headers: { 'content-type': 'text/csv' },
});

/**
 * The own deposit data (issue 29): the organization's own institution with Non-Maturity
 * Deposits Standard; uploading and deleting also ask for client-admin or the deposit data
 * permission (nmd@example.com has it in the demo). Another organization (other) and the
 * platform admin are told there is none: 404, never 403, so its existence is not disclosed.
 */
// prettier-ignore
export const OWN_DATA_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/:iid/nmd/own-data', call: (c) => get(`/api/${c.iid}/nmd/own-data`),
                                                                                       expect: '401 403 403 200 403 403 404 403 404' },
  { route: 'GET /api/:iid/nmd/own-data/template', call: (c) => get(`/api/${c.iid}/nmd/own-data/template`),
                                                                                       expect: '401 403 403 200 403 403 404 403 404' },
  { route: 'POST /api/:iid/nmd/own-data', call: (c) => csvUpload(`/api/${c.iid}/nmd/own-data`),
                                                                                       expect: '401 403 403 201 403 403 404 403 404' },
  // The analyses of the upload above, beside the call report and the National group's median.
  { route: 'GET /api/:iid/nmd/beta-suite/cycle', note: 'own data and a group', call: (c) => get(`/api/${c.iid}/nmd/beta-suite/cycle?source=own:Checking&groupId=${c.ids.national}`),
                                                                                       expect: '401 403 403 200 403 403 404 403 404' },
  { route: 'GET /api/:iid/decay/:metricId', note: 'own data and a group', call: (c) => get(`/api/${c.iid}/decay/${c.ids.decay}?startDate=2023-12-31&endDate=2024-03-31&source=own:all&groupId=${c.ids.national}`),
                                                                                       expect: '401 403 403 200 403 403 404 403 404' },
  { route: 'DELETE /api/:iid/nmd/own-data', call: (c) => del(`/api/${c.iid}/nmd/own-data`),
                                                                                       expect: '401 403 403 204 403 403 404 403 404' },
  { route: 'GET /api/admin/own-data', call: () => get('/api/admin/own-data'),         expect: '401 403 403 403 403 403 403 403 200' },
];
