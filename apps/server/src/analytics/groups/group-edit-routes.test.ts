import { GROUP_LIMIT_MESSAGES, type GroupSummary } from '@app/core/api/groups';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { testDatabaseKinds } from '../../testing/test-database';
import { BANK_FILLER_FIRST } from '../../testing/group-test-data';
import { REFUSALS } from '../../platform/access/entitlements';
import { CEDAR, fillers, groupTestApp, HARBOR, PRAIRIE } from './group-test-app.test-support';

describe.each(testDatabaseKinds)('changing and deleting peer groups on the %s database', (kind) => {
  const { t, id, as, otherOrganizationGroup, customGroup, membersOf } = groupTestApp(kind);

  describe('PUT /api/:iid/group', () => {
    it('renames and changes members, ignoring rows both added and removed', async () => {
      const groupId = await customGroup('To edit', [101, 102]);
      const response = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        {
          groupId,
          name: ' Edited ',
          description: 'Now with Hudson',
          institutions: [
            { iid: 103, isAdded: true, isRemoved: false },
            { iid: 101, isAdded: false, isRemoved: true },
            // Both flags: the screen added then removed it; nothing happens either way.
            { iid: 104, isAdded: true, isRemoved: true },
            { iid: 102, isAdded: true, isRemoved: true },
            // Neither flag: an unchanged row.
            { iid: PRAIRIE, isAdded: false, isRemoved: false },
          ],
        },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ changedGroupIds: [groupId] });
      expect(await membersOf(groupId)).toEqual([102, 103]);
      const listed = (await (await as('standard')).get(`/api/${PRAIRIE}/group`))
        .json<GroupSummary[]>()
        .find((g) => g.groupId === groupId);
      expect(listed).toMatchObject({
        name: 'Edited',
        description: 'Now with Hudson',
        institutionCount: 2,
        iids: [102, 103],
      });
    });

    it('answers only the groups that changed', async () => {
      const a = await customGroup('Unchanged', [101]);
      const b = await customGroup('Grows', [101]);
      const response = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: a, name: 'Unchanged', institutions: [{ iid: 101, isAdded: true }] },
        { groupId: b, institutions: [{ iid: 102, isAdded: true }] },
      ]);
      expect(response.json()).toEqual({ changedGroupIds: [b] });
      expect((await (await as('standard')).put(`/api/${PRAIRIE}/group`, [])).json()).toEqual({
        changedGroupIds: [],
      });
    });

    it("refuses provider and aggregate groups (403) and others' or other-type groups (404)", async () => {
      const standard = await as('standard');
      for (const groupId of [id('bank', 'National'), id('bank', 'Midwest Banks under $100M')]) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, [{ groupId, name: 'Mine' }]);
        expect([response.statusCode, response.json().message]).toEqual([
          403,
          'Only custom peer groups can be changed.',
        ]);
      }
      for (const groupId of [
        otherOrganizationGroup(),
        id('credit union', 'National'),
        2_000_000_000,
      ]) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, [{ groupId, name: 'Mine' }]);
        expect([response.statusCode, response.json().message]).toEqual([
          404,
          'Peer group not found.',
        ]);
      }
      const [their] = await t()
        .db.select({ name: peerGroups.name })
        .from(peerGroups)
        .where(eq(peerGroups.groupId, otherOrganizationGroup()));
      expect(their?.name).toBe('Their group');
    });

    it('refuses a result over 100 or of none, changing no group of the request', async () => {
      const first = await customGroup('First', [101]);
      const full = await customGroup('Nearly full', fillers(BANK_FILLER_FIRST, 100));
      const over = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: first, name: 'First renamed', institutions: [{ iid: 102, isAdded: true }] },
        { groupId: full, institutions: [{ iid: BANK_FILLER_FIRST + 100, isAdded: true }] },
      ]);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(
        `${GROUP_LIMIT_MESSAGES.bank} "Nearly full" would have 101 banks.`,
      );
      const [unchanged] = await t()
        .db.select({ name: peerGroups.name })
        .from(peerGroups)
        .where(eq(peerGroups.groupId, first));
      expect(unchanged?.name).toBe('First');
      expect(await membersOf(first)).toEqual([101]);
      expect(await membersOf(full)).toHaveLength(100);

      // Swapping one for another at 100 is fine.
      const swap = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        {
          groupId: full,
          institutions: [
            { iid: BANK_FILLER_FIRST, isRemoved: true },
            { iid: BANK_FILLER_FIRST + 100, isAdded: true },
          ],
        },
      ]);
      expect(swap.json()).toEqual({ changedGroupIds: [full] });
      expect(await membersOf(full)).toHaveLength(100);

      const empty = await (
        await as('standard')
      ).put(`/api/${PRAIRIE}/group`, [
        { groupId: first, institutions: [{ iid: 101, isRemoved: true }] },
      ]);
      expect([empty.statusCode, empty.json().message]).toEqual([
        400,
        '"First" would have no banks left: a peer group needs at least one. Delete the group instead.',
      ]);
      expect(await membersOf(first)).toEqual([101]);
    });

    it('makes a group mixed when a credit union is added, refuses non-institutions and bad bodies', async () => {
      const groupId = await customGroup('Typed', [101]);
      const standard = await as('standard');
      const wrong = await standard.put(`/api/${PRAIRIE}/group`, [
        { groupId, institutions: [{ iid: 424242, isAdded: true }] },
      ]);
      expect([wrong.statusCode, wrong.json().message]).toEqual([
        400,
        'These iids are not banks or credit unions: 424242.',
      ]);
      const union = await standard.put(`/api/${PRAIRIE}/group`, [
        { groupId, institutions: [{ iid: HARBOR, isAdded: true }] },
      ]);
      expect(union.statusCode, union.body).toBe(200);
      expect(await membersOf(groupId)).toEqual([101, HARBOR]);
      const listed = (await standard.get(`/api/${PRAIRIE}/group`)).json<GroupSummary[]>();
      expect(listed.find((g) => g.groupId === groupId)).toMatchObject({ mixed: true });
      const cases: [unknown, string][] = [
        [{ groupId }, 'body: Invalid input: expected array, received object'],
        [[{ groupId, name: '' }], 'body.0.name: name is required'],
        [[{ groupId, name: null }], 'body.0.name: name must be text'],
        [[{ name: 'A' }], 'body.0.groupId: must be a positive integer'],
        [[{ groupId: 'one' }], 'body.0.groupId: must be a positive integer'],
        [[{ groupId }, { groupId }], 'body: each group may appear only once'],
        [
          [{ groupId, institutions: [{ iid: 102, isAdded: 'yes' }] }],
          'body.0.institutions.0.isAdded: Invalid input: expected boolean, received string',
        ],
        [
          [
            {
              groupId,
              institutions: [
                { iid: 102, isAdded: true },
                { iid: 102, isRemoved: true },
              ],
            },
          ],
          'body.0.institutions: each institution may appear only once per group',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await standard.put(`/api/${PRAIRIE}/group`, payload);
        expect([payload, response.statusCode, response.json().message]).toEqual([
          payload,
          400,
          message,
        ]);
      }
    });

    it('refuses the basic plan', async () => {
      const response = await (await as('basic')).put(`/api/${CEDAR}/group`, []);
      expect([response.statusCode, response.json().message]).toEqual([403, REFUSALS.customGroups]);
    });
  });

  describe('DELETE /api/:iid/group/:groupId', () => {
    it('deletes a custom group of the organization, then it is gone', async () => {
      const groupId = await customGroup('Short-lived', [101, 102]);
      const standard = await as('standard');
      const response = await standard.delete(`/api/${PRAIRIE}/group/${groupId}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const listed = (await standard.get(`/api/${PRAIRIE}/group`)).json<GroupSummary[]>();
      expect(listed.some((g) => g.groupId === groupId)).toBe(false);
      const members = await standard.get(`/api/${PRAIRIE}/group/${groupId}/institutions`);
      expect([members.statusCode, members.json().message]).toEqual([404, 'Peer group not found.']);
      expect(await membersOf(groupId)).toEqual([]);
      const again = await standard.delete(`/api/${PRAIRIE}/group/${groupId}`);
      expect(again.statusCode).toBe(404);
    });

    it('refuses provider and aggregate groups, other organizations and the basic plan', async () => {
      const standard = await as('standard');
      for (const name of ['National', 'Kansas', 'Midwest Banks under $100M']) {
        const response = await standard.delete(`/api/${PRAIRIE}/group/${id('bank', name)}`);
        expect([name, response.statusCode, response.json().message]).toEqual([
          name,
          403,
          'Only custom peer groups can be changed.',
        ]);
      }
      const theirs = await standard.delete(`/api/${PRAIRIE}/group/${otherOrganizationGroup()}`);
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'Peer group not found.']);
      expect(await membersOf(otherOrganizationGroup())).toEqual([101]);
      const basic = await (await as('basic')).delete(`/api/${CEDAR}/group/${id('bank', 'Iowa')}`);
      expect([basic.statusCode, basic.json().message]).toEqual([403, REFUSALS.customGroups]);
      const national = await t()
        .db.select({ groupId: peerGroups.groupId })
        .from(peerGroups)
        .where(and(eq(peerGroups.groupType, 30), eq(peerGroups.name, 'National')));
      expect(national).toHaveLength(2);
    });
  });
});
