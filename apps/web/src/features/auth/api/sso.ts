import { ssoRoutes } from '@app/core/api/routes/sso-routes';
import { callApi } from '../../../api/api-call';

/** The organization's provider's address for this e-mail (the server keeps the flow's cookie). */
export function startSso(email: string) {
  return callApi(ssoRoutes.ssoStart, { body: { email } });
}
