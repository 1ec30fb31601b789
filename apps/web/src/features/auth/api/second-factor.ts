import { twoFactorRoutes } from '@app/core/api/routes/two-factor-routes';
import { startAuthentication } from '@simplewebauthn/browser';
import { callApi } from '../../../api/api-call';

/** The second step of a sign-in: a code of the authenticator app or a recovery code. */
export function verifyCode(code: string) {
  return callApi(twoFactorRoutes.verify, { body: { code } });
}

/**
 * Signs in with a passkey: the server's challenge, signed by the browser's authenticator
 * (@simplewebauthn/browser wraps navigator.credentials.get), then checked by the server. After
 * a password it is the second factor; without one, the passkey alone signs in.
 */
export async function signInWithPasskey() {
  const options = await callApi(twoFactorRoutes.passkeySignInOptions, {});
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return callApi(twoFactorRoutes.passkeySignIn, {
    body: { response: response as unknown as Record<string, unknown> },
  });
}
