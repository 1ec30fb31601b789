import { signedIn } from '../auth/guards';

/** Every signed-in user owns their own remembered choices; nobody else's are reachable. */
export const userPolicy = {
  useSessionStore: signedIn,
};
