import {
  ADMIN_ORGANIZATION_MESSAGES,
  USER_DISABLED_MESSAGE,
  type OrganizationDetail,
  type OrganizationListItem,
} from '@app/core/api/admin/organizations';
import type { AuditEntry } from '@app/core/api/admin/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingJoiner, latestMail } from '../../testing/account-helpers';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)(
  'the console’s organizations and users on the %s database',
  (kind) => {
    let t: TestApp;
    let admin: TestClient;
    beforeAll(async () => {
      t = await startTestApp(kind);
      admin = await t.client().login('admin@example.com');
    });
    afterAll(() => t.close());

    const search = async (q: string) =>
      (await admin.get(`/api/admin/organizations?q=${encodeURIComponent(q)}`)).json<
        OrganizationListItem[]
      >();
    const names = (rows: OrganizationListItem[]) => rows.map((r) => r.name);
    const organizationIdOf = async (name: string) => {
      const found = (await search(name)).find((r) => r.name === name);
      if (!found) throw new Error(`no organization ${name}`);
      return found.id;
    };
    const detailOf = async (name: string) =>
      (
        await admin.get(`/api/admin/organizations/${await organizationIdOf(name)}`)
      ).json<OrganizationDetail>();
    const idOf = async (client: TestClient) =>
      (await client.get('/api/auth/me')).json<{ id: string }>().id;
    const audit = async (q: string) =>
      (await admin.get(`/api/admin/audit?q=${encodeURIComponent(q)}`)).json<AuditEntry[]>();

    it('answers 401 signed out and 403 to everyone but platform admins', async () => {
      expect((await t.client().get('/api/admin/organizations')).statusCode).toBe(401);
      const standard = await t.client().login('standard@example.com');
      const refused = await standard.get('/api/admin/organizations?q=Prairie');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only platform administrators may do this.');
    });

    it('finds organizations by name, by institution name or iid, and by a user’s e-mail', async () => {
      expect(names(await search('prairie gate'))).toEqual(['Prairie Gate Bank']);
      // The organization is Northgate Financial Group; Northgate Bank is its institution.
      const byInstitution = await search('Northgate Bank');
      expect(names(byInstitution)).toEqual(['Northgate Financial Group']);
      expect(byInstitution[0]?.institution?.name).toBe('Northgate Bank');
      const iid = byInstitution[0]?.institution?.iid;
      expect(names(await search(String(iid)))).toEqual(['Northgate Financial Group']);
      const byEmail = await search('HOLD@example');
      expect(names(byEmail)).toEqual(['Summit Holding Company']);
      expect(byEmail[0]?.matchedEmails).toEqual(['hold@example.com']);
      // A % is a character to find, not a wildcard.
      expect(await search('%')).toEqual([]);
      // Digits past PostgreSQL's integer go through the shared id check: no match, not a 500.
      for (const q of ['2147483648', '9999999999']) {
        const tooLarge = await admin.get(`/api/admin/organizations?q=${q}`);
        expect(tooLarge.statusCode).toBe(200);
        expect(tooLarge.json()).toEqual([]);
      }
      // Without words: every organization.
      expect((await search('')).length).toBeGreaterThanOrEqual(7);
    });

    it('shows an organization: institution, type, products, subscription, users and pending requests', async () => {
      await t.client().login('standard@example.com');
      const joiner = await createPendingJoiner(t, { email: 'pat.pending@prairiegate.test' });
      const joinerId = await idOf(joiner);

      const prairie = await detailOf('Prairie Gate Bank');
      expect(prairie).toMatchObject({
        name: 'Prairie Gate Bank',
        organizationType: 'SINGLE',
        institutions: [expect.objectContaining({ name: 'Prairie Gate Bank' })],
        products: [{ product: 'peer-comparison', tier: 'peer-comparison-standard' }],
      });
      expect(prairie.subscriptions[0]).toMatchObject({
        planType: 'PeerComparisonStandard',
        status: 'active',
        interval: 'year',
        billingProvider: 'demo',
      });
      expect(Date.parse(prairie.subscriptions[0]?.nextRenewalAt ?? '')).toBeGreaterThan(Date.now());
      const standard = prairie.users.find((u) => u.email === 'standard@example.com');
      expect(standard).toMatchObject({
        membership: 'active',
        claims: ['peer-comparison', 'client-admin'],
        disabledAt: null,
      });
      expect(Date.parse(standard?.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(prairie.users.find((u) => u.id === joinerId)).toMatchObject({
        membership: 'pending',
        claims: [],
      });
      expect(prairie.joinRequests).toEqual([
        expect.objectContaining({ id: joinerId, email: 'pat.pending@prairiegate.test' }),
      ]);
      expect(
        (await search('prairie gate')).find((r) => r.name === 'Prairie Gate Bank')?.pendingRequests,
      ).toBe(1);

      const unknown = await admin.get(
        '/api/admin/organizations/00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.organizationNotFound);
    });

    it('approves a request to join: the user becomes active, is e-mailed, and it is audited', async () => {
      const joiner = await createPendingJoiner(t, { email: 'alex.approved@prairiegate.test' });
      const joinerId = await idOf(joiner);

      const approved = await admin.post(`/api/admin/users/${joinerId}/approve`, {});
      expect(approved.statusCode).toBe(200);
      const detail = approved.json<OrganizationDetail>();
      expect(detail.users.find((u) => u.id === joinerId)).toMatchObject({
        membership: 'active',
        claims: ['peer-comparison'],
      });
      expect(detail.joinRequests.map((r) => r.id)).not.toContain(joinerId);
      expect((await joiner.get('/api/auth/me')).json()).toMatchObject({
        membership: 'active',
        claims: ['peer-comparison'],
      });
      expect((await latestMail(t, 'alex.approved@prairiegate.test'))?.kind).toBe('join-approved');
      expect((await audit('alex.approved'))[0]).toMatchObject({
        action: 'membership.approve',
        actorEmail: 'admin@example.com',
        target: 'alex.approved@prairiegate.test (Prairie Gate Bank)',
        before: { membership: 'pending' },
        after: { membership: 'active', claims: ['peer-comparison'] },
      });

      const again = await admin.post(`/api/admin/users/${joinerId}/approve`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.noOpenRequest);
    });

    it('declines a request to join: the user is told and sees nothing', async () => {
      const joiner = await createPendingJoiner(t, { email: 'dana.declined@prairiegate.test' });
      const joinerId = await idOf(joiner);

      const declined = await admin.post(`/api/admin/users/${joinerId}/decline`);
      expect(declined.statusCode).toBe(200);
      expect(
        declined.json<OrganizationDetail>().users.find((u) => u.id === joinerId),
      ).toMatchObject({ membership: 'declined', claims: [] });
      expect((await joiner.get('/api/account/membership')).json().status).toBe('declined');
      expect((await latestMail(t, 'dana.declined@prairiegate.test'))?.kind).toBe('join-declined');
      expect((await audit('dana.declined'))[0]).toMatchObject({ action: 'membership.decline' });
    });

    it('disables a user at once: sessions end, sign-in is refused; re-enabling undoes it', async () => {
      const cu = await t.client().login('cu@example.com');
      const other = await t.client().login('cu@example.com');
      const cuId = await idOf(cu);
      expect(
        (await detailOf('Harbor Light Federal Credit Union')).users.find((u) => u.id === cuId)
          ?.sessions,
      ).toBe(2);

      const disabled = await admin.post(`/api/admin/users/${cuId}/disable`, {
        reason: 'Left the credit union',
      });
      expect(disabled.statusCode).toBe(200);
      const user = disabled.json<OrganizationDetail>().users.find((u) => u.id === cuId);
      expect(user?.disabledAt).not.toBeNull();
      expect(user?.sessions).toBe(0);
      // Both sessions ended: the next request of either is signed out.
      expect((await cu.get('/api/auth/me')).statusCode).toBe(401);
      expect((await other.get('/api/user/institution')).statusCode).toBe(401);
      const refused = await t
        .client()
        .post('/api/auth/login', { email: 'cu@example.com', password: 'demo-password' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(USER_DISABLED_MESSAGE);
      // The wrong password still answers as any wrong password does.
      const wrong = await t
        .client()
        .post('/api/auth/login', { email: 'cu@example.com', password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect((await audit('Left the credit union'))[0]).toMatchObject({
        action: 'user.disable',
        target: 'cu@example.com (Harbor Light Federal Credit Union)',
        before: { disabledAt: null },
        after: { sessionsEnded: 2 },
        reason: 'Left the credit union',
      });

      const enabled = await admin.post(`/api/admin/users/${cuId}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json<OrganizationDetail>().users.find((u) => u.id === cuId)?.disabledAt).toBe(
        null,
      );
      await t.client().login('cu@example.com');
      expect((await audit('cu@example.com'))[0]).toMatchObject({
        action: 'user.enable',
        after: { disabledAt: null },
      });

      const self = await admin.post(`/api/admin/users/${await idOf(admin)}/disable`, {
        reason: 'Testing myself',
      });
      expect(self.statusCode).toBe(400);
      expect(self.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.notYourself);
    });

    it('ends every session of a user, who may sign in again', async () => {
      const hold = await t.client().login('hold@example.com');
      const holdId = await idOf(hold);
      const ended = await admin.post(`/api/admin/users/${holdId}/end-sessions`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json<OrganizationDetail>().users.find((u) => u.id === holdId)?.sessions).toBe(0);
      expect((await hold.get('/api/auth/me')).statusCode).toBe(401);
      await hold.login('hold@example.com');
      const own = await admin.post(`/api/admin/users/${await idOf(admin)}/end-sessions`);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.notYourSessions);
      expect((await audit('hold@example.com'))[0]).toMatchObject({
        action: 'user.end-sessions',
        before: { sessions: 1 },
      });
    });

    it('grants products and tiers without charge, recorded in the audit log with the reason', async () => {
      const blueMesa = await organizationIdOf('Blue Mesa Bank');
      const granted = await admin.put(`/api/admin/organizations/${blueMesa}/products`, {
        products: [
          { product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' },
          { product: 'peer-comparison', tier: 'peer-comparison-standard' },
        ],
        reason: 'Pilot of Peer Comparison agreed at the spring conference',
      });
      expect(granted.statusCode).toBe(200);
      const detail = granted.json<OrganizationDetail>();
      expect(detail.products).toEqual([
        { product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' },
        { product: 'peer-comparison', tier: 'peer-comparison-standard' },
      ]);
      expect(detail.subscriptions[0]).toMatchObject({
        product: 'peer-comparison',
        planType: 'Complimentary',
        priceCents: 0,
        nextRenewalAt: null,
      });
      // The organization's member holds it at once.
      const nmd = await t.client().login('nmd@example.com');
      expect((await nmd.get('/api/auth/me')).json().claims).toContain('peer-comparison');
      const [entry] = await audit('spring conference');
      expect(entry).toMatchObject({
        action: 'organization.products',
        target: 'Blue Mesa Bank',
        before: [{ product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' }],
        after: detail.products,
        reason: 'Pilot of Peer Comparison agreed at the spring conference',
      });

      const same = await admin.put(`/api/admin/organizations/${blueMesa}/products`, {
        products: detail.products,
        reason: 'Nothing changes',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.sameProducts);
    });

    it('resends a verification or an invitation link, when the user still needs one', async () => {
      const standard = await t.client().login('standard@example.com');
      const invited = await standard.post('/api/account/users', {
        firstName: 'Ivy',
        lastName: 'Invited',
        email: 'ivy.invited@prairiegate.test',
        products: ['peer-comparison'],
        admin: false,
      });
      expect(invited.statusCode).toBe(201);
      const ivyId = invited.json<{ id: string }>().id;
      const resent = await admin.post(`/api/admin/users/${ivyId}/resend-email`, {
        kind: 'invitation',
      });
      expect(resent.statusCode).toBe(200);
      const mail = await latestMail(t, 'ivy.invited@prairiegate.test');
      expect(mail).toMatchObject({
        kind: 'invite',
        subject: 'Sam Standard invited you to Peerscope',
      });
      expect((await audit('ivy.invited'))[0]?.action).toBe('user.resend-invitation');

      // An invited user is sent their invitation again, not a verification.
      const verification = await admin.post(`/api/admin/users/${ivyId}/resend-email`, {
        kind: 'verification',
      });
      expect(verification.statusCode).toBe(400);
      expect(verification.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.wasInvited);

      // Someone who signed up (here: asked to join) and has not followed the link yet is sent
      // the verification again, never an invitation nobody made.
      const registered = await t.client().post('/api/account/existing', {
        organizationIid: 9000001,
        email: 'sid.signup@prairiegate.test',
        firstName: 'Sid',
        lastName: 'Signup',
        phone: '515-555-0178',
        title: 'Analyst',
        planType: 'PeerComparisonStandard',
      });
      expect(registered.statusCode).toBe(201);
      const prairie = await detailOf('Prairie Gate Bank');
      const sid = prairie.users.find((u) => u.email === 'sid.signup@prairiegate.test');
      expect(sid).toMatchObject({ invited: false, hasPassword: false, emailVerified: false });
      expect(prairie.users.find((u) => u.id === ivyId)).toMatchObject({ invited: true });
      const invitation = await admin.post(`/api/admin/users/${sid?.id}/resend-email`, {
        kind: 'invitation',
      });
      expect(invitation.statusCode).toBe(400);
      expect(invitation.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.notInvited);
      const again = await admin.post(`/api/admin/users/${sid?.id}/resend-email`, {
        kind: 'verification',
      });
      expect(again.statusCode).toBe(200);
      expect((await latestMail(t, 'sid.signup@prairiegate.test'))?.kind).toBe('verify');

      const standardId = await idOf(standard);
      const verified = await admin.post(`/api/admin/users/${standardId}/resend-email`, {
        kind: 'verification',
      });
      expect(verified.statusCode).toBe(400);
      expect(verified.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.alreadyVerified);
      const hasPassword = await admin.post(`/api/admin/users/${standardId}/resend-email`, {
        kind: 'invitation',
      });
      expect(hasPassword.statusCode).toBe(400);
      expect(hasPassword.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.alreadyHasPassword);
    });

    it('makes a member the administrator of an organization that has none, audited', async () => {
      const hold = await t.client().login('hold@example.com');
      const holdId = await idOf(hold);
      const before = (await hold.get('/api/auth/me')).json<{ claims: string[] }>();
      expect(before.claims).not.toContain('client-admin');
      expect((await hold.get('/api/account/users')).statusCode).toBe(403);

      const made = await admin.put(`/api/admin/users/${holdId}/administrator`, {
        administrator: true,
      });
      expect(made.statusCode).toBe(200);
      const detail = made.json<OrganizationDetail>();
      expect(detail.users.find((u) => u.id === holdId)?.claims).toContain('client-admin');
      // Where the member sees it: Administration is theirs at the next page.
      expect((await hold.get('/api/auth/me')).json<{ claims: string[] }>().claims).toContain(
        'client-admin',
      );
      expect((await hold.get('/api/account/users')).statusCode).toBe(200);
      expect((await audit('hold@example.com'))[0]).toMatchObject({
        action: 'organization.administrator',
        target: 'hold@example.com (Summit Holding Company)',
        before: { isClientAdmin: false },
        after: { isClientAdmin: true },
      });

      const same = await admin.put(`/api/admin/users/${holdId}/administrator`, {
        administrator: true,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.sameAdministrator);
      const joiner = await idOf(await createPendingJoiner(t));
      const pendingOne = await admin.put(`/api/admin/users/${joiner}/administrator`, {
        administrator: true,
      });
      expect(pendingOne.statusCode).toBe(409);
      expect(pendingOne.json().message).toBe(ADMIN_ORGANIZATION_MESSAGES.administratorNotMember);
      const refused = await hold.put(`/api/admin/users/${holdId}/administrator`, {
        administrator: false,
      });
      expect(refused.statusCode).toBe(403);

      const removed = await admin.put(`/api/admin/users/${holdId}/administrator`, {
        administrator: false,
      });
      expect(removed.statusCode).toBe(200);
      expect((await hold.get('/api/account/users')).statusCode).toBe(403);
    });

    it('answers 400 naming the field for bad input', async () => {
      const prairie = await organizationIdOf('Prairie Gate Bank');
      const message = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
        const answered = await response;
        expect(answered.statusCode).toBe(400);
        return (answered.json() as { message: string }).message;
      };
      expect(
        await message(admin.put(`/api/admin/organizations/${prairie}/products`, { products: [] })),
      ).toContain('body.reason');
      expect(
        await message(
          admin.put(`/api/admin/organizations/${prairie}/products`, {
            products: [{ product: 'peer-comparison', tier: 'non-maturity-deposits-standard' }],
            reason: 'Mismatched tier',
          }),
        ),
      ).toContain('body.products: each tier must be a tier of its product');
      expect(
        await message(
          admin.put(`/api/admin/organizations/${prairie}/products`, {
            products: [{ product: 'loans', tier: 'peer-comparison-basic' }],
            reason: 'Unknown product',
          }),
        ),
      ).toContain('body.products.0.product');
      expect(await message(admin.get('/api/admin/organizations/not-an-id'))).toContain(
        'params.organizationId',
      );
      expect(await message(admin.post('/api/admin/users/42/enable'))).toContain('params.userId');
      const someone = (await detailOf('Prairie Gate Bank')).users[0]?.id;
      expect(
        await message(admin.post(`/api/admin/users/${someone}/resend-email`, { kind: 'postcard' })),
      ).toContain('body.kind');
      expect(
        await message(admin.post(`/api/admin/users/${someone}/disable`, { reason: ' ' })),
      ).toContain('body.reason');
      expect(
        await message(
          admin.put(`/api/admin/users/${someone}/administrator`, { administrator: 'yes' }),
        ),
      ).toContain('body.administrator');
      expect(await message(admin.get(`/api/admin/organizations?q=${'x'.repeat(201)}`))).toContain(
        'querystring.q',
      );
    });
  },
);
