import { csrfResponse, loginRequest, maintenanceState, userState } from '../auth';
import { sessionEntries, sessionEntry } from '../user-session';
import { loginAnswer } from '../two-factor';
import { apiRoute } from './api-route';

/** Signing in and out, who is signed in, and the choices the app remembers for them. */
export const authRoutes = {
  csrf: apiRoute({ method: 'GET', path: '/api/auth/csrf', response: csrfResponse }),
  login: apiRoute({
    method: 'POST',
    path: '/api/auth/login',
    body: loginRequest,
    // The user's state, or { mfaRequired: true } when a second factor must follow.
    response: loginAnswer,
  }),
  logout: apiRoute({ method: 'POST', path: '/api/auth/logout' }),
  me: apiRoute({ method: 'GET', path: '/api/auth/me', response: userState }),
  maintenance: apiRoute({
    method: 'GET',
    path: '/api/auth/maintenance',
    response: maintenanceState,
  }),
  session: apiRoute({ method: 'GET', path: '/api/user/session', response: sessionEntries }),
  saveSession: apiRoute({
    method: 'POST',
    path: '/api/user/session',
    body: sessionEntry,
    response: sessionEntry,
  }),
  clearSession: apiRoute({ method: 'DELETE', path: '/api/user/session' }),
} as const;
