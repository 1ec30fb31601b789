/**
 * Whether this page load's session ended under the user (the idle timeout, a sign-out
 * elsewhere, an account disabled): the API answered 401 to a signed-in page. The sign-in
 * guard tells the login page, which says so; signing in again clears it.
 */
let ended = false;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export function noteSessionEnded(): void {
  ended = true;
}

export function sessionHasEnded(): boolean {
  return ended;
}

export function clearSessionEnded(): void {
  ended = false;
}
