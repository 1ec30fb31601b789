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
export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
