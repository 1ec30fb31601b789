import {
  ssoCallbackQuery,
  ssoSettings,
  ssoSettingsRequest,
  ssoStartRequest,
  ssoStartResponse,
} from '../sso';
import { apiRoute } from './api-route';

/** The organization's OpenID Connect provider, and signing in through it (issue 27 point 4). */
export const ssoRoutes = {
  ssoSettings: apiRoute({ method: 'GET', path: '/api/account/sso', response: ssoSettings }),
  saveSsoSettings: apiRoute({
    method: 'PUT',
    path: '/api/account/sso',
    body: ssoSettingsRequest,
    response: ssoSettings,
  }),
  removeSsoSettings: apiRoute({ method: 'DELETE', path: '/api/account/sso' }),
  ssoStart: apiRoute({
    method: 'POST',
    path: '/api/auth/sso/start',
    body: ssoStartRequest,
    response: ssoStartResponse,
  }),
  /** The provider sends the browser here; answers a redirect into the app or to /login. */
  ssoCallback: apiRoute({ method: 'GET', path: '/api/auth/sso/callback', query: ssoCallbackQuery }),
};
