import { signedIn } from '../auth/guards';

export const institutionPolicy = {
  /**
   * Public: the signup form looks institutions up before the visitor has an account, and
   * names and places of banks and credit unions are public record.
   */
  searchConfig: { public: true },
  readReference: signedIn,
};
