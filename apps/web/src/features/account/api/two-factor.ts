import { twoFactorRoutes } from '@app/core/api/routes/two-factor-routes';
import { startRegistration } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../api/api-query';
import { callApi } from '../../../api/api-call';

export const factorsQueryOptions = () => apiQueryOptions(twoFactorRoutes.factors, {});
export const useFactors = () => useQuery(factorsQueryOptions());
export const useSignInHistory = () => useQuery(apiQueryOptions(twoFactorRoutes.signIns, {}));

export const setupTotp = () => callApi(twoFactorRoutes.totpSetup, {});
export const confirmTotp = (code: string) =>
  callApi(twoFactorRoutes.totpConfirm, { body: { code } });
export const removeTotp = (password: string, code: string) =>
  callApi(twoFactorRoutes.totpRemove, { body: { password, code } });

/** Registers a passkey: the server's options, the browser's authenticator, the server's check. */
export async function addPasskey(name: string) {
  const options = await callApi(twoFactorRoutes.passkeyRegistrationOptions, {});
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return callApi(twoFactorRoutes.passkeyRegister, {
    body: { name, response: response as unknown as Record<string, unknown> },
  });
}
export const removePasskey = (id: string) =>
  callApi(twoFactorRoutes.passkeyRemove, { params: { id } });

export const useOrganizationTwoFactor = () =>
  useQuery(apiQueryOptions(twoFactorRoutes.organizationPolicy, {}));
export const setOrganizationTwoFactor = (required: boolean) =>
  callApi(twoFactorRoutes.setOrganizationPolicy, { body: { required } });
