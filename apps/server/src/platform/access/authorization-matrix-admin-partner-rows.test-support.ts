import { del, get, nextUnique, PNG_1X1, post, put, type Row } from '../../testing/matrix-calls';

/**
 * The partner and promo code a row made last: the platform admin is the last caller of each
 * row, so after a create row these name what the platform admin created, for the rows after it.
 */
let partner = '';
let promo = '';

const partnerFields = {
  name: 'Matrix Partner',
  logoFile: '/partners/acme-logo.svg',
  logoWidth: 180,
  logoHeight: 48,
  address: '1 Matrix Way',
  phone: '515.555.0100',
  email: 'matrix@partner.example',
  url: 'https://partner.example',
  adImage: '',
  adUrl: '',
};

/**
 * The console's partner routes (admin/partner). Every one is for platform admins only:
 * '401 403 403 403 403 403 403 403 <success>'; the uploaded images are public.
 */
// prettier-ignore
export const ADMIN_PARTNER_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/admin/partners', call: () => get('/api/admin/partners'),         expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/partners', call: () => post('/api/admin/partners', { ...partnerFields, code: (partner = `matrix-${nextUnique()}`) }),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'PUT /api/admin/partners/:code', call: () => put(`/api/admin/partners/${partner}`, { ...partnerFields, name: 'Matrix Partner Renamed' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/partners/:code/images/:kind', call: () => post(`/api/admin/partners/${partner}/images/logo`, { fileName: 'logo.png', contentType: 'image/png', data: PNG_1X1 }),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'GET /api/partner/:code/images/:kind', call: () => get(`/api/partner/${partner}/images/logo`),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'DELETE /api/admin/partners/:code', call: () => del(`/api/admin/partners/${partner}`),
                                                                                       expect: '401 403 403 403 403 403 403 403 204' },
  { route: 'GET /api/admin/promo-codes', call: () => get('/api/admin/promo-codes'),   expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/promo-codes', call: () => post('/api/admin/promo-codes', { code: (promo = `MATRIX-${nextUnique()}`), product: 'peer-comparison', tier: 'peer-comparison-standard', expiresAt: null, maxUses: 5 }),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'POST /api/admin/promo-codes/:code/end', call: () => post(`/api/admin/promo-codes/${promo}/end`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
];
