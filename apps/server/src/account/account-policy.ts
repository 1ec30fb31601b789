import { authorize, roles } from '../access/roles';

export const CLIENT_ADMIN_ONLY_MESSAGE = "Only your organization's administrators may do this.";

export const accountPolicy = {
  /**
   * Public: a visitor signs up before having an account. The checks answer what the signup
   * form must tell them (an e-mail in use, an institution with an account), nothing more.
   */
  signupConfig: { public: true },
  /**
   * Changing what the organization pays for is its administrators' call: a client-admin of
   * it, or a platform admin (the service then checks it is the caller's own organization).
   */
  changeSubscription: authorize(
    (p) => p.isClientAdmin || p.isPlatformAdmin,
    CLIENT_ADMIN_ONLY_MESSAGE,
  ),
  /** The caller's own profile, password and membership: open to a pending join request too. */
  ownProfile: roles.ownAccount,
  /**
   * Requests to join: a client-admin decides those of their own organization (another
   * organization's request is not found), a platform admin those of any.
   */
  decideJoinRequests: authorize(
    (p) => p.isClientAdmin || p.isPlatformAdmin,
    CLIENT_ADMIN_ONLY_MESSAGE,
  ),
  /** Users and logo of the caller's own organization: the client-admin claim. */
  administerOrganization: authorize((p) => p.isClientAdmin, CLIENT_ADMIN_ONLY_MESSAGE),
};
