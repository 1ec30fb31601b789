import { type GroupSummary } from '@app/core/api/groups';
import { leftOutNote } from '@app/core/format/left-out-note';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database';
import { BANK_FILLER_FIRST, CU_FILLER_FIRST } from '../../testing/group-test-data';
import { REFUSALS } from '../../platform/access/entitlements';
import { CEDAR, fillers, groupTestApp, HARBOR, PRAIRIE } from './group-test-app.test-support';

describe.each(testDatabaseKinds)('creating peer groups on the %s database', (kind) => {
  const { as } = groupTestApp(kind);

  describe('POST /api/:iid/group', () => {
    it('creates a custom group and answers all groups', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: '  Plains peers ',
        description: 'Banks we meet at the state association',
        iids: [102, 101],
      });
      expect(response.statusCode).toBe(201);
      const all = response.json<GroupSummary[]>();
      expect(all.map((g) => g.name).slice(0, 3)).toEqual([
        'National',
        'Kansas',
        'National Assets $100M to $500M',
      ]);
      const created = all.at(-1) as GroupSummary;
      expect(created).toEqual({
        groupId: expect.any(Number),
        name: 'Plains peers',
        description: 'Banks we meet at the state association',
        displayDescription: 'Banks we meet at the state association',
        criteria: '',
        groupType: 10,
        selectionType: 3,
        institutionCount: 2,
        asOf: '2025-09-30',
        iids: [101, 102],
        leftOut: { count: 0, institutions: [] },
        editable: true,
      });
      expect((await (await as('standard')).get(`/api/${PRAIRIE}/group`)).json()).toEqual(all);
      const members = await (
        await as('standard')
      ).get(`/api/${PRAIRIE}/group/${created.groupId}/institutions`);
      expect(members.json().map((m: { iid: number }) => m.iid)).toEqual([102, 101]);
    });

    it('leaves out members that did not file for the quarter shown, and names them', async () => {
      // 105 (Old Topeka Bank) filed 2025-06-30 only, before the quarter shown.
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, { name: 'With a closed bank', iids: [101, 105, 102] });
      const group = response.json<GroupSummary[]>().find((g) => g.name === 'With a closed bank');
      expect(group).toMatchObject({
        institutionCount: 2,
        asOf: '2025-09-30',
        iids: [101, 102],
        leftOut: {
          count: 1,
          institutions: [
            {
              iid: 105,
              name: 'Old Topeka Bank',
              city: 'Topeka',
              state: 'KS',
              label: 'Old Topeka Bank (Topeka, KS)',
              lastReportingDate: '2025-06-30',
            },
          ],
        },
      });
      expect(leftOutNote(group as GroupSummary)).toBe(
        '1 member did not file for Sep 30, 2025 and is left out',
      );
      const members = await (
        await as('standard')
      ).get(`/api/${PRAIRIE}/group/${group?.groupId}/institutions`);
      expect(members.json().map((m: { iid: number }) => m.iid)).toEqual([102, 101]);
    });

    it('keeps criteria and the selection type', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Targeted',
        criteria: 'Assets 90% to 110%',
        selectionType: 2,
        iids: [104],
      });
      expect(response.json<GroupSummary[]>().find((g) => g.name === 'Targeted')).toMatchObject({
        description: '',
        displayDescription: 'Assets 90% to 110%',
        criteria: 'Assets 90% to 110%',
        selectionType: 2,
        iids: [104],
      });
    });

    it("shows an organization's custom groups to its users only, of the subject's type", async () => {
      const bundle = (await (await as('bundle')).get(`/api/${PRAIRIE}/group`)).json();
      expect(bundle.filter((g: GroupSummary) => g.groupType === 10)).toEqual([]);
      const cu = (await (await as('cu')).get(`/api/${HARBOR}/group`)).json();
      expect(cu.filter((g: GroupSummary) => g.groupType === 10)).toEqual([]);
    });

    it('refuses the basic plan', async () => {
      const response = await (
        await as('basic')
      ).post(`/api/${CEDAR}/group`, {
        name: 'Mine',
        iids: [101],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(REFUSALS.customGroups);
    });

    it('refuses more than 100 institutions with the exact message of each type', async () => {
      const bank = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Too many',
        iids: fillers(BANK_FILLER_FIRST),
      });
      expect(bank.statusCode).toBe(400);
      expect(bank.json().message).toBe(
        'Custom Peer Groups are limited to 100 banks. the provider recommends Peer Groups of 25 or fewer.',
      );
      const cu = await (
        await as('cu')
      ).post(`/api/${HARBOR}/group`, {
        name: 'Too many',
        iids: fillers(CU_FILLER_FIRST),
      });
      expect(cu.statusCode).toBe(400);
      expect(cu.json().message).toBe(
        'Custom Peer Groups are limited to 100 credit unions. the provider recommends Peer Groups of 25 or fewer.',
      );
      const hundred = await (
        await as('cu')
      ).post(`/api/${HARBOR}/group`, {
        name: 'Exactly 100',
        iids: fillers(CU_FILLER_FIRST, 100),
      });
      expect(hundred.statusCode).toBe(201);
    });

    it('refuses iids that are no institution, naming them; a credit union may join banks', async () => {
      const response = await (
        await as('standard')
      ).post(`/api/${PRAIRIE}/group`, {
        name: 'Mixed',
        iids: [101, HARBOR, 424242, 434343],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'These iids are not banks or credit unions: 424242, 434343.',
      );
      const cu = await (await as('cu')).post(`/api/${HARBOR}/group`, { name: 'M', iids: [101] });
      expect(cu.statusCode).toBe(201);
      expect(cu.json().find((g: GroupSummary) => g.name === 'M')).toMatchObject({ mixed: true });
    });

    it('answers 400 naming the problem of a bad body', async () => {
      const cases: [unknown, string][] = [
        [{ iids: [101] }, 'body.name: name must be text'],
        [{ name: '   ', iids: [101] }, 'body.name: name is required'],
        [{ name: 'x'.repeat(101), iids: [101] }, 'body.name: name has at most 100 characters'],
        [{ name: 'A' }, 'body.iids: Invalid input: expected array, received undefined'],
        [{ name: 'A', iids: [] }, 'body.iids: Choose at least one institution for the peer group.'],
        [{ name: 'A', iids: [101, 101] }, 'body.iids: each institution may appear only once'],
        [{ name: 'A', iids: ['101'] }, 'body.iids.0: must be a positive integer'],
        [{ name: 'A', iids: [1.5] }, 'body.iids.0: must be a positive integer'],
        [{ name: 'A', iids: [3_000_000_000] }, 'body.iids.0: must be a positive integer'],
        [
          { name: 'A', iids: [101], selectionType: 5 },
          'body.selectionType: selectionType must be 1, 2 or 3',
        ],
        [{ name: 'A', iids: [101], description: 7 }, 'body.description: description must be text'],
        [[{ name: 'A', iids: [101] }], 'body: Invalid input: expected object, received array'],
      ];
      for (const [payload, message] of cases) {
        const response = await (await as('standard')).post(`/api/${PRAIRIE}/group`, payload);
        expect([payload, response.statusCode, response.json().message]).toEqual([
          payload,
          400,
          message,
        ]);
      }
      const text = await (
        await as('standard')
      ).request({
        method: 'POST',
        url: `/api/${PRAIRIE}/group`,
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect([text.statusCode, text.json().message]).toEqual([
        400,
        'Request body is not valid JSON.',
      ]);
    });
  });
});
