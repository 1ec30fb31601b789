import { z } from 'zod';
import {
  accountCreatedResponse,
  billingConfig,
  billingRequest,
  billingSetupResponse,
  cardConfirmationRequest,
  cardConfirmationResponse,
  checkValueQuery,
  emailCheckResponse,
  institutionCheckQuery,
  institutionCheckResponse,
  passwordChangeRequest,
  passwordResetRequest,
  planTypeParams,
  profile,
  profileUpdate,
  promoCheckResponse,
  registerExistingRequest,
  setPasswordRequest,
  signupRequest,
  subscriptionOption,
  tokenInfo,
  tokenQuery,
  upgradeRequest,
} from '../account';
import { userState } from '../auth';
import { apiRoute } from './api-route';

/** Signing up, paying, upgrading, and the caller's own profile, password and e-mailed links. */
export const accountRoutes = {
  checkEmail: apiRoute({
    method: 'GET',
    path: '/api/account/check/email',
    query: checkValueQuery,
    response: emailCheckResponse,
  }),
  checkInstitution: apiRoute({
    method: 'GET',
    path: '/api/account/check/institution',
    query: institutionCheckQuery,
    response: institutionCheckResponse,
  }),
  checkPromo: apiRoute({
    method: 'GET',
    path: '/api/account/check/promo',
    query: checkValueQuery,
    response: promoCheckResponse,
  }),
  subscriptionOptions: apiRoute({
    method: 'GET',
    path: '/api/account/subscription/:planType',
    params: planTypeParams,
    response: z.array(subscriptionOption),
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/account',
    body: signupRequest,
    response: accountCreatedResponse,
    status: 201,
  }),
  registerExisting: apiRoute({
    method: 'POST',
    path: '/api/account/existing',
    body: registerExistingRequest,
    response: accountCreatedResponse,
    status: 201,
  }),
  upgrade: apiRoute({
    method: 'POST',
    path: '/api/account/upgrade',
    body: upgradeRequest,
    response: userState,
  }),
  billingConfig: apiRoute({
    method: 'GET',
    path: '/api/account/billing/config',
    response: billingConfig,
  }),
  createBilling: apiRoute({
    method: 'POST',
    path: '/api/account/billing',
    body: billingRequest,
    response: billingSetupResponse,
  }),
  confirmCard: apiRoute({
    method: 'POST',
    path: '/api/account/billing/confirm',
    body: cardConfirmationRequest,
    response: cardConfirmationResponse,
  }),
  /** Called by the card provider, never by the web app; its body is the provider's raw event. */
  billingWebhook: apiRoute({
    method: 'POST',
    path: '/api/account/billing/webhook',
    response: z.object({ received: z.literal(true) }),
  }),
  profile: apiRoute({ method: 'GET', path: '/api/account/profile', response: profile }),
  updateProfile: apiRoute({
    method: 'PUT',
    path: '/api/account/profile',
    body: profileUpdate,
    response: profile,
  }),
  changePassword: apiRoute({
    method: 'PUT',
    path: '/api/account/password',
    body: passwordChangeRequest,
  }),
  token: apiRoute({
    method: 'GET',
    path: '/api/account/token',
    query: tokenQuery,
    response: tokenInfo,
  }),
  setPassword: apiRoute({
    method: 'POST',
    path: '/api/account/password/set',
    body: setPasswordRequest,
  }),
  resetPassword: apiRoute({
    method: 'POST',
    path: '/api/account/password/reset',
    body: passwordResetRequest,
  }),
} as const;
