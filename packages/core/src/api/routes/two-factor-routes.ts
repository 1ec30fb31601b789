import { userIdParams } from '../organization-admin';
import { userState } from '../auth';
import {
  codeRequest,
  factorsResetRequest,
  factorsState,
  passkeyItem,
  passkeyOptionsAnswer,
  passkeyParams,
  passkeyRegistration,
  passkeySignIn,
  recoveryCodesAnswer,
  signInHistory,
  totpRemovalRequest,
  totpSetupAnswer,
  twoFactorPolicy,
  userFactors,
} from '../two-factor';
import { apiRoute } from './api-route';

/** Two-factor sign-in (issue 27): authenticator apps, passkeys, the policy, the history. */
export const twoFactorRoutes = {
  signIns: apiRoute({ method: 'GET', path: '/api/account/sign-ins', response: signInHistory }),
  factors: apiRoute({ method: 'GET', path: '/api/account/factors', response: factorsState }),
  totpSetup: apiRoute({
    method: 'POST',
    path: '/api/auth/mfa/totp/setup',
    response: totpSetupAnswer,
  }),
  totpConfirm: apiRoute({
    method: 'POST',
    path: '/api/auth/mfa/totp/confirm',
    body: codeRequest,
    response: recoveryCodesAnswer,
  }),
  totpRemove: apiRoute({ method: 'DELETE', path: '/api/auth/mfa/totp', body: totpRemovalRequest }),
  verify: apiRoute({
    method: 'POST',
    path: '/api/auth/mfa/verify',
    body: codeRequest,
    response: userState,
  }),
  passkeyRegistrationOptions: apiRoute({
    method: 'POST',
    path: '/api/account/passkeys/options',
    response: passkeyOptionsAnswer,
  }),
  passkeyRegister: apiRoute({
    method: 'POST',
    path: '/api/account/passkeys',
    body: passkeyRegistration,
    response: passkeyItem,
    status: 201,
  }),
  passkeyRemove: apiRoute({
    method: 'DELETE',
    path: '/api/account/passkeys/:id',
    params: passkeyParams,
  }),
  passkeySignInOptions: apiRoute({
    method: 'POST',
    path: '/api/auth/passkey/options',
    response: passkeyOptionsAnswer,
  }),
  passkeySignIn: apiRoute({
    method: 'POST',
    path: '/api/auth/passkey/login',
    body: passkeySignIn,
    response: userState,
  }),
  organizationPolicy: apiRoute({
    method: 'GET',
    path: '/api/account/organization/two-factor',
    response: twoFactorPolicy,
  }),
  setOrganizationPolicy: apiRoute({
    method: 'PUT',
    path: '/api/account/organization/two-factor',
    body: twoFactorPolicy,
    response: twoFactorPolicy,
  }),
  platformPolicy: apiRoute({
    method: 'GET',
    path: '/api/admin/two-factor',
    response: twoFactorPolicy,
  }),
  setPlatformPolicy: apiRoute({
    method: 'PUT',
    path: '/api/admin/two-factor',
    body: twoFactorPolicy,
    response: twoFactorPolicy,
  }),
  userFactors: apiRoute({
    method: 'GET',
    path: '/api/admin/users/:userId/factors',
    params: userIdParams,
    response: userFactors,
  }),
  resetUserFactors: apiRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/factors/reset',
    params: userIdParams,
    body: factorsResetRequest,
  }),
} as const;
