import { authorize, signedIn } from '../auth/guards';

export const CLIENT_ADMIN_ONLY_MESSAGE = "Only your organization's administrators may do this.";

export const accountPolicy = {
  /**
   * Public: a visitor signs up before having an account. The checks answer what the signup
   * form must tell them (an e-mail in use, an institution with an account), nothing more.
   */
  signupConfig: { public: true },
  /** Any signed-in member upgrades their own organization (checked in the service). */
  upgrade: signedIn,
  ownProfile: signedIn,
  /** Users and logo of the caller's own organization: the client-admin claim. */
  administerOrganization: authorize((p) => p.isClientAdmin, CLIENT_ADMIN_ONLY_MESSAGE),
};
