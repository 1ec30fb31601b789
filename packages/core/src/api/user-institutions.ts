import { z } from 'zod';
import { id, idParam } from './input';
import { institutionSummary } from './institutions';

/** An institution on the user's list (spec 1 section 3: Institution, with dateLastViewed). */
export const userInstitution = institutionSummary
  .extend({
    isFavorite: z.boolean(),
    /** ISO timestamp of the last switch to it, or null. */
    dateLastViewed: z.string().nullable(),
  })
  .meta({ id: 'UserInstitution' });
export type UserInstitution = z.infer<typeof userInstitution>;

export const userInstitutionList = z.array(userInstitution);

export const userInstitutionParams = z.object({
  iid: idParam,
});

/**
 * POST api/user/institution: the institution to add as a favourite. The spec sends an
 * institution body; only its iid counts, other fields are ignored.
 */
export const addUserInstitutionBody = z.object({ iid: id });
export type AddUserInstitutionBody = z.input<typeof addUserInstitutionBody>;

/** PUT api/user/institution/{iid}: the favourite flag, and/or record a visit now. */
export const updateUserInstitutionBody = z
  .object({
    isFavorite: z.boolean('isFavorite must be true or false').optional(),
    viewed: z.literal(true, 'viewed can only be true').optional(),
  })
  .refine((body) => body.isFavorite !== undefined || body.viewed !== undefined, {
    message: 'send isFavorite, viewed or both',
  });
export type UpdateUserInstitutionBody = z.input<typeof updateUserInstitutionBody>;

/** spec 1 section 2: "My Banks" for HOLD organizations, else "My Favorites". */
export function favoritesHeading(organizationType: string): string {
  return organizationType === 'HOLD' ? 'My Banks' : 'My Favorites';
}
