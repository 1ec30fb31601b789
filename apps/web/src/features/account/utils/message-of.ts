import { isApiError } from '../../../api/api-error';

/** The server's message for a failed call, or the screen's own words when there is none. */
export const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;
