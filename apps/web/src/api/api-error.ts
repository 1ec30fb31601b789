/** A refused or failed call to the API. status 0 means the request never got an answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message for a failed call (it names the field), or the screen's own words. */
export const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;
