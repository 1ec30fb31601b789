import { authorize, signedIn } from '../auth/guards';
import type { Principal } from '../auth/principal';

/**
 * spec 1 section 6: MULTI organizations may search any institution, switch, and add and remove
 * favourites. Platform admins may look at any institution too. Others have a fixed list (a
 * HOLD organization's "My Banks"): they may flag favourites and record visits on it, which the
 * service checks per institution, but not add to it or remove from it, since the list is what
 * they may open.
 */
export const mayChangeInstitutionList = (principal: Principal) =>
  principal.organizationType === 'MULTI' || principal.isPlatformAdmin;

export const INSTITUTION_LIST_REFUSAL =
  'Only organizations with several institutions can add or remove institutions on their list.';

/** Every signed-in user owns their own remembered choices; nobody else's are reachable. */
export const userPolicy = {
  useSessionStore: signedIn,
  readInstitutionList: signedIn,
  changeInstitutionList: authorize(mayChangeInstitutionList, INSTITUTION_LIST_REFUSAL),
  /** Favourite flag and visits: the service checks the institution is one the user may view. */
  updateInstitutionOnList: signedIn,
  useTours: signedIn,
};
