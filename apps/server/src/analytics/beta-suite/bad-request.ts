import { badRequest } from '../../platform/http/http-error';

/**
 * The analytics functions throw a RangeError for input they cannot take (a cycle under 4
 * quarters, a custom path with a hole): that is the caller's request, so a 400 with the message.
 */
export function asBadRequest<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`${error.message}.`);
    throw error;
  }
}
