import { isApiError } from '../../../api/api-error';

/** The server's message for a failed call (it names the field), or the screen's own words. */
export const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;
