import type { RowSummary } from '@app/core/analytics/group-statistics';
import { iidOf } from '@app/core/domain/institution-ids';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database';
import { quarterlySummaryLayout } from './quarterly-summary-layout';
import { peerIid, Q1, Q2, rankFixture, SUBJECT } from './rank-test-data.test-support';

describe.each(testDatabaseKinds)(
  'quarterly summaries against groups on the %s database',
  (kind) => {
    const { groups, standard, ranks, pairs, percentile } = rankFixture(kind);

    /** The figures of some rows of the group summary, values compared to 9 decimals. */
    const summaryOf = async (date: string, groupId: number, metricIds: string[], members = '') => {
      const client = await standard();
      const response = await client.get(
        `/api/${SUBJECT}/metric/quarterly/${date}/10/${groupId}${members ? `?members=${members}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const rows: (RowSummary & { metricId: string })[] = response.json();
      return Object.fromEntries(
        metricIds.map((id) => {
          const row = rows.find((r) => r.metricId === id)!;
          return [
            id,
            {
              institutionValue: row.institutionValue,
              groupValue: row.groupValue,
              difference: row.difference,
              institutionRank: row.institutionRank,
              institutionsReporting: row.institutionsReporting,
              topInstitutionIid: row.topInstitutionIid,
              topInstitutionValue: row.topInstitutionValue,
            },
          ];
        }),
      );
    };
    const figures = (
      institutionValue: number | null,
      groupValue: number | null,
      difference: number | null,
      institutionRank: number | null,
      institutionsReporting: number,
      topInstitutionIid: number | null,
      topInstitutionValue: number | null,
    ) => {
      const near = (v: number | null) => (v === null ? null : expect.closeTo(v, 9));
      return {
        institutionValue: near(institutionValue),
        groupValue: near(groupValue),
        difference,
        institutionRank,
        institutionsReporting,
        topInstitutionIid,
        topInstitutionValue: near(topInstitutionValue),
      };
    };

    it('answers the group summary against the national group: ties, nulls, L and N', async () => {
      // Equity (H): 39 peers with a value (peer 40 has none), sum 1 + … + 39 − 31 + 30 = 779;
      // 19 peers above 20 (21 … 39, peer 31 at 30), so rank 20 (the tie with peer 20 shares it);
      // 20 − 779/39 = 0.0256 → 0.03. Reporting (spec 2 section 9): the selected peer count + 1,
      // all 40 peers with a value or not: 41.
      // Loans to deposits (L): 40 peers, mean 820/40 = 20.5; the difference flipped, 20.5 − 5;
      // 1 … 4 are lower (better), so rank 5; the top is the lowest, peer 1.
      // Total assets (N, ranked like H, not flipped): 20 odd peers $200M, 19 even $50M, peer 40
      // $0 (a value): mean $123.75M; nobody above $200M; the top is a tie of the odd peers and
      // the subject at $200M, which goes to the lowest iid, peer 1.
      expect(await summaryOf(Q2, groups.national, ['LBPREQAS', 'LBPRLNDEP', 'LBPR2170'])).toEqual({
        LBPREQAS: figures(20, 779 / 39, 0.03, 20, 41, peerIid(39), 39),
        LBPRLNDEP: figures(5, 20.5, 15.5, 5, 41, peerIid(1), 1),
        LBPR2170: figures(200e6, 123.75e6, 76_250_000, 1, 41, peerIid(1), 200e6),
      });
      // Q1: the subject has no equity ratio (no rank, no difference, still counted in
      // reporting); its 50% loans to deposits is the worst of 41; its $0 assets are below all
      // but peer 40's $0 (a tie), rank 40.
      expect(await summaryOf(Q1, groups.national, ['LBPREQAS', 'LBPRLNDEP', 'LBPR2170'])).toEqual({
        LBPREQAS: figures(null, 779 / 39, null, null, 41, peerIid(39), 39),
        LBPRLNDEP: figures(50, 20.5, -29.5, 41, 41, peerIid(1), 1),
        LBPR2170: figures(0, 123.75e6, -123_750_000, 40, 41, peerIid(1), 200e6),
      });
    });

    it('answers the group summary against state and asset-band groups', async () => {
      // Wisconsin: peers 1 to 10 (the Illinois subject is compared, not a member). Equity: the
      // subject is the top institution; loans to deposits: 5.5 − 5 = 0.5, peer 5 ties at rank 5.
      expect(await summaryOf(Q2, groups.wisconsin, ['LBPREQAS', 'LBPRLNDEP'])).toEqual({
        LBPREQAS: figures(20, 5.5, 14.5, 1, 11, SUBJECT, 20),
        LBPRLNDEP: figures(5, 5.5, 0.5, 5, 11, peerIid(1), 1),
      });
      // The $100M to $500M band: the 20 odd peers. Equity sum 1 + 3 + … + 39 − 31 + 30 = 399,
      // mean 19.95; above 20: 21 … 29 odd, 30, 33 … 39 odd, 10 of them. Assets all $200M: a tie
      // everywhere, the top is the lowest iid.
      expect(await summaryOf(Q2, groups.band, ['LBPREQAS', 'LBPR2170'])).toEqual({
        LBPREQAS: figures(20, 19.95, 0.05, 11, 21, peerIid(39), 39),
        LBPR2170: figures(200e6, 200e6, 0, 1, 21, peerIid(1), 200e6),
      });
    });

    it('answers the group summary against a custom group, narrowed by members or not', async () => {
      // Peers 18 to 24 (the subject, listed too, is counted once: reporting 7 + 1). Equity mean
      // 21, four above 20; loans to deposits (L) mean 21, the subject's 5 the lowest: top.
      expect(await summaryOf(Q2, groups.custom, ['LBPREQAS', 'LBPRLNDEP'])).toEqual({
        LBPREQAS: figures(20, 21, -1, 5, 8, peerIid(24), 24),
        LBPRLNDEP: figures(5, 21, 16, 1, 8, SUBJECT, 5),
      });
      // Narrowed to 19, 20 and 23: mean 62/3; 20 − 20.667 = −0.67; only 23 above.
      const narrowed = [19, 20, 23].map(peerIid).join(',');
      expect(await summaryOf(Q2, groups.custom, ['LBPREQAS', 'LBPRLNDEP'], narrowed)).toEqual({
        LBPREQAS: figures(20, 62 / 3, -0.67, 2, 4, peerIid(23), 23),
        LBPRLNDEP: figures(5, 62 / 3, 15.67, 1, 4, SUBJECT, 5),
      });
      // Narrowed to peer 20 alone: a tie with the subject, the top goes to the lower iid.
      expect(await summaryOf(Q2, groups.custom, ['LBPREQAS'], String(peerIid(20)))).toEqual({
        LBPREQAS: figures(20, 20, 0, 1, 2, peerIid(20), 20),
      });
      // An aggregate group cannot be filtered (spec 2 section 5): a members list is refused.
      const filtered = await (
        await standard()
      ).get(`/api/${SUBJECT}/metric/quarterly/${Q2}/30/${groups.national}?members=${narrowed}`);
      expect([filtered.statusCode, filtered.json().message]).toEqual([
        400,
        'Aggregate peer groups cannot be filtered: their members follow a rule.',
      ]);
    });

    it('counts apart the selected institutions and those with a value', async () => {
      const client = await standard();
      const row = async (date: string, groupId: number, metricId: string) =>
        (await client.get(`/api/${SUBJECT}/metric/quarterly/${date}/10/${groupId}`))
          .json()
          .find((r: { metricId: string }) => r.metricId === metricId);
      // National, equity: 40 peers + 1 selected; with a value 39 peers (peer 40 has none) + the
      // subject in Q2 (40), without it in Q1 (39).
      expect(await row(Q2, groups.national, 'LBPREQAS')).toMatchObject({
        institutionsReporting: 41,
        institutionsWithValue: 40,
      });
      expect(await row(Q1, groups.national, 'LBPREQAS')).toMatchObject({
        institutionsReporting: 41,
        institutionsWithValue: 39,
        institutionRank: null,
      });
      // Loans to deposits: everyone has one.
      expect(await row(Q2, groups.national, 'LBPRLNDEP')).toMatchObject({
        institutionsReporting: 41,
        institutionsWithValue: 41,
      });
    });

    it('ranks the drawer chart among the members the row is narrowed to', async () => {
      // Custom group narrowed to peers 19, 20 and 23, as the row above (rank 2 of 4): equity
      // 23 first, the subject and peer 20 tied at 20 (2), peer 19 last (4).
      const narrowed = [19, 20, 23].map(peerIid).join(',');
      const client = await standard();
      const response = await client.get(
        `/api/${SUBJECT}/metric/aggregate/LBPREQAS/${Q2}/${groups.custom}?members=${narrowed}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        institutionRank: 2,
        institutionsReporting: 4,
        label: 'Showing 4 of 4 institutions',
      });
      expect(pairs(body)).toEqual([
        [peerIid(23), 1],
        [peerIid(20), 2],
        [SUBJECT, 2],
        [peerIid(19), 4],
      ]);
      // Without the list: the whole group of 7 peers and the subject.
      expect((await ranks('LBPREQAS', Q2, groups.custom)).institutionsReporting).toBe(8);
    });

    it('answers every layout row of the group summary, labels of the top institution included', async () => {
      const client = await standard();
      const rows = (
        await client.get(`/api/${SUBJECT}/metric/quarterly/${Q2}/30/${groups.wisconsin}`)
      ).json();
      expect(rows.map((r: { metricId: string }) => r.metricId)).toEqual(
        quarterlySummaryLayout('bank').flatMap((s) => s.rows.map((r) => r.metricId)),
      );
      expect(rows.find((r: { metricId: string }) => r.metricId === 'LBPRLNDEP')).toMatchObject({
        topInstitutionLabel: 'Test Bank 201 (Springfield, WI)',
      });
      // Net income is not in these reports: no one has a value. Reporting is still the 10
      // Wisconsin peers + 1 (the spec's count), none with a value, and no rank: a dash, not 1.
      expect(rows.find((r: { metricId: string }) => r.metricId === 'LBPRE013')).toMatchObject({
        institutionValue: null,
        groupValue: null,
        difference: null,
        institutionRank: null,
        institutionsReporting: 11,
        institutionsWithValue: 0,
        topInstitutionIid: null,
        topInstitutionLabel: null,
        topInstitutionValue: null,
      });
    });

    it('answers the institution summary with nulls and the L sign flip', async () => {
      const client = await standard();
      const pick = async (date: string, iids: number[]) => {
        const response = await client.get(
          `/api/${SUBJECT}/metric/quarterly/${date}/${iids.join(',')}`,
        );
        expect(response.statusCode).toBe(200);
        const rows: { metricId: string }[] = response.json();
        return ['LBPREQAS', 'LBPRLNDEP'].map((id) => rows.find((r) => r.metricId === id));
      };
      // Peer 40 has no equity ratio; loans to deposits 40 against 5 is +35 for the subject (L).
      expect(await pick(Q2, [peerIid(40), peerIid(5), SUBJECT])).toMatchObject([
        {
          institutionValue: expect.closeTo(20, 9),
          peers: [
            { iid: peerIid(40), value: null, difference: null },
            { iid: peerIid(5), value: expect.closeTo(5, 9), difference: 15 },
          ],
        },
        {
          institutionValue: expect.closeTo(5, 9),
          peers: [
            { iid: peerIid(40), value: expect.closeTo(40, 9), difference: 35 },
            { iid: peerIid(5), value: expect.closeTo(5, 9), difference: 0 },
          ],
        },
      ]);
      expect(await pick(Q1, [peerIid(5)])).toMatchObject([
        { institutionValue: null, peers: [{ iid: peerIid(5), difference: null }] },
        { institutionValue: expect.closeTo(50, 9), peers: [{ iid: peerIid(5), difference: -45 }] },
      ]);
    });

    it('refuses an institution summary naming the first peer that is no institution', async () => {
      const client = await standard();
      const [first, second] = [iidOf('credit union', 99995), iidOf('credit union', 99996)];
      const response = await client.get(
        `/api/${SUBJECT}/metric/quarterly/${Q2}/${peerIid(1)},${first},${second}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Institution ${first} is not a bank.`);
    });

    it('answers the KPI peer value as the mean of the group at the date', async () => {
      const client = await standard();
      const peerValues = async (query: string) => {
        const response = await client.get(
          `/api/${SUBJECT}/kpi/LBPREQAS,LBPRLNDEP?date=${Q2}&${query}`,
        );
        expect(response.statusCode).toBe(200);
        return response.json().map((k: { peerValue: number | null }) => k.peerValue);
      };
      const near = (...values: number[]) => values.map((v) => expect.closeTo(v, 9));
      expect(await peerValues(`peer=group:${groups.national}`)).toEqual(near(779 / 39, 20.5));
      expect(await peerValues(`peer=group:${groups.wisconsin}`)).toEqual(near(5.5, 5.5));
      // The band's odd peers: loans to deposits 1 + 3 + … + 39 = 400 over 20.
      expect(await peerValues(`peer=group:${groups.band}`)).toEqual(near(19.95, 20));
      expect(await peerValues(`peer=group:${groups.custom}`)).toEqual(near(21, 21));
      const narrowed = [19, 20, 23].map(peerIid).join(',');
      expect(await peerValues(`peer=group:${groups.custom}&members=${narrowed}`)).toEqual(
        near(62 / 3, 62 / 3),
      );
      const [kpi] = (
        await client.get(`/api/${SUBJECT}/kpi/LBPREQAS?date=${Q1}&peer=group:${groups.national}`)
      ).json();
      expect(kpi).toMatchObject({
        value: null,
        priorValue: null,
        peerValue: expect.closeTo(779 / 39, 9),
      });
    });

    it('narrows a custom group to the listed members, and refuses to narrow an aggregate group', async () => {
      const list = [19, 20, 23].map(peerIid).join(',');
      expect(await percentile(`LBPREQAS/${groups.custom}/${list}`)).toEqual([null, 1 / 3]);
      const client = await standard();
      const aggregate = await client.get(
        `/api/${SUBJECT}/metric/percentile/LBPREQAS/${groups.national}/${list}`,
      );
      expect([aggregate.statusCode, aggregate.json().message]).toEqual([
        400,
        'Aggregate peer groups cannot be filtered: their members follow a rule.',
      ]);
    });
  },
);
