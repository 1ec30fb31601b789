import { z } from 'zod';

/** Every refused request answers with this body, whatever the status. */
export const errorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const LOGIN_FAILED_MESSAGE = 'Email or password is invalid';
/** The refusal once an e-mail's 5 sign-in attempts of 15 minutes are used up. */
export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** "30 seconds", "1 minute", "15 minutes": a wait told to a person, rounded up. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The sign-in refusal with the wait the Retry-After header gives. */
export const loginThrottledMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;

/** A rate-limited public call (checks, signup, reset, search, feedback) past its limit. */
export const rateLimitedMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please wait ${waitText(retryAfterSeconds)} and try again.`;
