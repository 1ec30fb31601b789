import { signedIn } from '../auth/guards';

/** spec 2 section 2.14: any signed-in user may send feedback about the page they are on. */
export const feedbackPolicy = { send: signedIn };
