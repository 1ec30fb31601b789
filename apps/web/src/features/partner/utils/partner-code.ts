import { matchPath } from 'react-router';

/** spec 1 section 2: login/{id} and signup/{id} carry a partner code. */
const PARTNER_ROUTES = ['/login/:partnerId', '/signup/:partnerId'];

/** The partner code in the address, if any ("/signup/thankyou" is a page, not a partner). */
export function partnerCodeOf(pathname: string): string | null {
  for (const pattern of PARTNER_ROUTES) {
    const code = matchPath(pattern, pathname)?.params.partnerId;
    if (code && !(pattern.startsWith('/signup') && code === 'thankyou')) return code;
  }
  return null;
}
