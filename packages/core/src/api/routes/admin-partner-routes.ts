import { z } from 'zod';
import { promoCode, promoCodeCreateRequest } from '../account-admin';
import {
  adminPartner,
  adminPartnerParams,
  partnerCreateRequest,
  partnerFields,
  partnerImageParams,
  partnerImageUpload,
  promoCodeParams,
} from '../admin/partners';
import { apiRoute } from './api-route';

/** The platform admin console's partner screens: partners (spec 1 section 3) and promo codes. */
export const adminPartnerRoutes = {
  partners: apiRoute({
    method: 'GET',
    path: '/api/admin/partners',
    response: z.array(adminPartner),
  }),
  createPartner: apiRoute({
    method: 'POST',
    path: '/api/admin/partners',
    body: partnerCreateRequest,
    response: adminPartner,
    status: 201,
  }),
  updatePartner: apiRoute({
    method: 'PUT',
    path: '/api/admin/partners/:code',
    params: adminPartnerParams,
    body: partnerFields,
    response: adminPartner,
  }),
  removePartner: apiRoute({
    method: 'DELETE',
    path: '/api/admin/partners/:code',
    params: adminPartnerParams,
  }),
  /** Stores the image and points logoFile or adImage at partnerImage. */
  uploadPartnerImage: apiRoute({
    method: 'POST',
    path: '/api/admin/partners/:code/images/:kind',
    params: partnerImageParams,
    body: partnerImageUpload,
    response: adminPartner,
    status: 201,
  }),
  /** Public, like the partner's branding: /login/{code} shows it before anyone signs in. */
  partnerImage: apiRoute({
    method: 'GET',
    path: '/api/partner/:code/images/:kind',
    params: partnerImageParams,
  }),
  promoCodes: apiRoute({
    method: 'GET',
    path: '/api/admin/promo-codes',
    response: z.array(promoCode),
  }),
  createPromoCode: apiRoute({
    method: 'POST',
    path: '/api/admin/promo-codes',
    body: promoCodeCreateRequest,
    response: promoCode,
    status: 201,
  }),
  /** Ends the code now: signups refuse it as they refuse an expired one. */
  endPromoCode: apiRoute({
    method: 'POST',
    path: '/api/admin/promo-codes/:code/end',
    params: promoCodeParams,
    response: promoCode,
  }),
} as const;
