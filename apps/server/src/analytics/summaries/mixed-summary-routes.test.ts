import { iidOf } from '@app/core/domain/institution-ids';
import {
  commonMetricOf,
  NOT_COMMON_NOTE,
  NOT_COMMON_REASON,
} from '@app/core/domain/common-metrics';
import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummaryRow, SummaryRow } from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { metricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import {
  assets,
  CU_SUBJECT,
  memberIids,
  mixedCharterWorld,
  QUARTERS,
  unionItems,
} from '../series/mixed-group.test-support';
import { MIXED_AGGREGATE_REFUSAL } from '../subject/mixed-group-rules';
import { MIXED_ELEMENT_REFUSAL } from '../elements/element-service';

/** standard@example.com's bank (Prairie Gate Bank), given figures here. */
const BANK_AGENCY = 9000001;
const BANK_SUBJECT = iidOf('bank', BANK_AGENCY);
const CU_AGENCY = 900007;
const DATE = '2025-09-30';

/** Net income year to date (thousands for banks, dollars for credit unions). */
const BANKS = [321, 322, 323];
const CREDIT_UNIONS = [421, 422];
const income = (n: number, q: number) => ((n % 7) + 2) * (q === 0 ? 4 : q) + (n % 3);

describe.each(testDatabaseKinds)(
  'summaries and ranks of a mixed-charter group on the %s database',
  (kind) => {
    let t: TestApp;
    let groupId: number;
    const members = memberIids(BANKS, CREDIT_UNIONS);

    let release: () => Promise<void>;

    beforeAll(async () => {
      t = await startTestApp(kind);
      release = await mixedCharterWorld(t, {
        banks: [...BANKS, BANK_AGENCY],
        creditUnions: [...CREDIT_UNIONS, CU_AGENCY],
        income,
      });
      const created = await (
        await t.client().login('standard@example.com')
      ).post(`/api/${BANK_SUBJECT}/group`, { name: 'Main Street lenders', iids: members });
      expect(created.statusCode, created.body).toBe(201);
      groupId = created
        .json<GroupSummary[]>()
        .find((g) => g.name === 'Main Street lenders')!.groupId;
    });
    afterAll(async () => {
      await release();
      await t.close();
    });

    const standard = () => t.client().login('standard@example.com');

    /** An institution's own stored value of its own charter's metric at DATE. */
    const stored = async (iid: number, type: InstitutionType, metricId: string, date = DATE) => {
      const rows = await metricValuesRepository(t.db).series(iid, type, metricId, date, date);
      return rows[0]?.value ?? null;
    };
    /** The 5 members' own ROA at a date, each by its own charter's metric. */
    const membersRoa = async (date = DATE) =>
      Promise.all([
        ...BANKS.map((n) => stored(iidOf('bank', n), 'bank', 'LBPRE013', date)),
        ...CREDIT_UNIONS.map((n) =>
          stored(iidOf('credit union', n), 'credit union', 'FPR_ROA', date),
        ),
      ]) as Promise<number[]>;

    const SUBJECTS = [
      ['bank', BANK_SUBJECT, 'LBPRE013', 'LBPRLIQASSET'],
      ['credit union', CU_SUBJECT, 'FPR_ROA', 'FPR_NWRATIO'],
    ] as const;

    it.each(SUBJECTS)(
      'gives a %s subject the group summary over both charters: mean, rank among 6, top institution',
      async (type, subject, roaId) => {
        const response = await (
          await standard()
        ).get(`/api/${subject}/metric/quarterly/${DATE}/10/${groupId}`);
        expect(response.statusCode, response.body).toBe(200);
        const rows = response.json<SummaryRow[]>();
        const roa = rows.find((r) => r.metricId === roaId)!;
        const values = await membersRoa();
        expect(values.every((v) => typeof v === 'number')).toBe(true);
        const own = (await stored(subject, type, roaId)) as number;
        expect(roa.institutionValue).toBeCloseTo(own, 10);
        expect(roa.groupValue).toBeCloseTo(values.reduce((s, v) => s + v, 0) / 5, 10);
        expect(roa).toMatchObject({
          statistic: 'mean',
          groupValueReason: null,
          institutionRank: 1 + values.filter((v) => v > own).length,
          institutionsReporting: 6,
          institutionsWithValue: 6,
          institutionPercentile: (values.filter((v) => v < own).length / 5) * 100,
        });
        // The best of the six, of either charter, named by its own profile.
        const all = [
          ...members.map((iid, k) => ({ iid, v: values[k]! })),
          { iid: subject, v: own },
        ];
        const best = Math.max(...all.map((e) => e.v));
        const top = all.filter((e) => e.v === best).sort((a, b) => a.iid - b.iid)[0]!;
        expect(roa.topInstitutionIid).toBe(top.iid);
        expect(roa.topInstitutionValue).toBeCloseTo(best, 10);
        expect(roa.topInstitutionLabel).toMatch(/^Test (Bank|Credit Union) \d+/);
        // Every row outside the common set: no figure, no rank, and why.
        const others = rows.filter((r) => !commonMetricOf(r.metricId));
        expect(others.length).toBeGreaterThan(0);
        for (const row of others) {
          expect(row).toMatchObject({
            groupValue: null,
            difference: null,
            institutionRank: null,
            institutionPercentile: null,
            topInstitutionIid: null,
            groupValueReason: NOT_COMMON_REASON,
          });
        }
      },
    );

    it.each([
      ['bank', BANK_SUBJECT, 'LBPRE013', iidOf('credit union', 421), 'credit union', 'FPR_ROA'],
      ['credit union', CU_SUBJECT, 'FPR_ROA', iidOf('bank', 321), 'bank', 'LBPRE013'],
    ] as const)(
      'reads a named institution of the other charter than a %s subject by its own metric of the common pair',
      async (type, subject, roaId, named, namedType, namedRoaId) => {
        const response = await (
          await standard()
        ).get(`/api/${subject}/metric/quarterly/${DATE}/${named}`);
        expect(response.statusCode, response.body).toBe(200);
        const rows = response.json<InstitutionSummaryRow[]>();
        const roa = rows.find((r) => r.metricId === roaId)!;
        const own = (await stored(subject, type, roaId)) as number;
        const theirs = (await stored(named, namedType, namedRoaId)) as number;
        expect(typeof theirs).toBe('number');
        expect(roa.institutionValue).toBeCloseTo(own, 10);
        expect(roa.peers).toEqual([
          {
            iid: named,
            value: expect.closeTo(theirs, 10),
            note: null,
            difference: expect.closeTo(Math.round((own - theirs) * 100) / 100, 10),
            reason: null,
          },
        ]);
        // Every row outside the common set: no figure for the other charter, and why.
        const others = rows.filter((r) => !commonMetricOf(r.metricId));
        expect(others.length).toBeGreaterThan(0);
        for (const row of others) {
          expect(row.peers).toEqual([
            { iid: named, value: null, note: null, difference: null, reason: NOT_COMMON_NOTE },
          ]);
        }
      },
    );

    it('gives the median of the 5 members’ own values with ?statistic=median', async () => {
      const response = await (
        await standard()
      ).get(`/api/${CU_SUBJECT}/metric/quarterly/${DATE}/10/${groupId}?statistic=median`);
      expect(response.statusCode, response.body).toBe(200);
      const roa = response.json<SummaryRow[]>().find((r) => r.metricId === 'FPR_ROA')!;
      const sorted = (await membersRoa()).sort((a, b) => a - b);
      expect(roa.statistic).toBe('median');
      expect(roa.groupValue).toBeCloseTo(sorted[2]!, 10);
      expect(roa.difference).toBeCloseTo(
        Math.round(((await stored(CU_SUBJECT, 'credit union', 'FPR_ROA'))! - sorted[2]!) * 100) /
          100,
        10,
      );
    });

    it('gives no aggregate on a mixed group, the rank kept', async () => {
      const response = await (
        await standard()
      ).get(`/api/${BANK_SUBJECT}/metric/quarterly/${DATE}/10/${groupId}?statistic=aggregate`);
      expect(response.statusCode, response.body).toBe(200);
      const roa = response.json<SummaryRow[]>().find((r) => r.metricId === 'LBPRE013')!;
      expect(roa).toMatchObject({ groupValue: null, groupValueReason: MIXED_AGGREGATE_REFUSAL });
      expect(roa.institutionRank).not.toBeNull();
    });

    it('narrows the summary to the ticked members of both charters', async () => {
      const ticked = [members[0]!, members[3]!];
      const response = await (
        await standard()
      ).get(
        `/api/${BANK_SUBJECT}/metric/quarterly/${DATE}/10/${groupId}?members=${ticked.join(',')}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const roa = response.json<SummaryRow[]>().find((r) => r.metricId === 'LBPRE013')!;
      const values = await membersRoa();
      expect(roa.institutionsReporting).toBe(3);
      expect(roa.groupValue).toBeCloseTo((values[0]! + values[3]!) / 2, 10);
    });

    it('gives the percentile rank each quarter among the members of both charters', async () => {
      const response = await (
        await standard()
      ).get(`/api/${BANK_SUBJECT}/metric/percentile/LBPRE013/${groupId}`);
      expect(response.statusCode, response.body).toBe(200);
      const series = response.json();
      let checked = 0;
      for (const [i, date] of (series.dates as string[]).entries()) {
        if (!QUARTERS.includes(date)) continue;
        const own = (await stored(BANK_SUBJECT, 'bank', 'LBPRE013', date)) as number;
        const values = await membersRoa(date);
        const expected = values.filter((v) => v < own).length / values.length;
        expect(series.institutionSeries[0].values[i]).toBeCloseTo(expected, 12);
        checked += 1;
      }
      expect(checked).toBe(QUARTERS.length);
    });

    it.each(SUBJECTS)(
      'answers 400 naming why for a %s metric outside the common set in the single-metric views',
      async (_, subject, _roa, metricId) => {
        expect(commonMetricOf(metricId)).toBeUndefined();
        const client = await standard();
        for (const path of [
          `/api/${subject}/metric/percentile/${metricId}/${groupId}`,
          `/api/${subject}/metric/aggregate/${metricId}/${DATE}/${groupId}`,
        ]) {
          const response = await client.get(path);
          expect(response.statusCode, path).toBe(400);
          expect(response.json().message.endsWith(`(${metricId}): ${NOT_COMMON_REASON}`)).toBe(
            true,
          );
        }
      },
    );

    it('gives the distribution of the members of both charters, each by its own metric', async () => {
      const response = await (
        await standard()
      ).get(`/api/${BANK_SUBJECT}/metric/distribution/LBPRE013/${DATE}/${groupId}`);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json();
      const values = await membersRoa();
      expect(found.values).toHaveLength(5);
      found.values.forEach((v: number, k: number) =>
        expect(v).toBeCloseTo([...values].sort((a, b) => a - b)[k]!, 10),
      );
      expect(found.subject.value).toBeCloseTo(
        (await stored(BANK_SUBJECT, 'bank', 'LBPRE013')) as number,
        10,
      );
      expect(found.box.p50).toBeCloseTo([...values].sort((a, b) => a - b)[2]!, 10);
      const outside = await (
        await standard()
      ).get(`/api/${BANK_SUBJECT}/metric/distribution/LBPRLIQASSET/${DATE}/${groupId}`);
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message.endsWith(`(LBPRLIQASSET): ${NOT_COMMON_REASON}`)).toBe(true);
    });

    it('gives the asset mix of a mixed group in whole dollars of both charters, other elements a 400', async () => {
      const client = await standard();
      const response = await client.get(`/api/${CU_SUBJECT}/element/asset-mix/group/${groupId}`);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json<{ metricId: string; data: (string | number | null)[][] }[]>();
      const total = rows.find((r) => r.metricId === 'ACCT_010')!;
      const at = total.data.find((d) => d[0] === DATE)!;
      // Bank RCON2170 is in thousands, credit-union ACCT_010 in dollars: one scale here.
      const dollars = [...BANKS, ...CREDIT_UNIONS].map((n) => assets(n) * 1000);
      expect(total.data[0]).toEqual(['reportDate', String(CU_SUBJECT), `group:${groupId}`]);
      expect(at[1]).toBe(assets(CU_AGENCY) * 1000);
      expect(at[2]).toBeCloseTo(dollars.reduce((a, b) => a + b, 0) / 5, 6);
      const median = await client.get(
        `/api/${BANK_SUBJECT}/element/asset-mix/group/${groupId}?statistic=median`,
      );
      const bankTotal = median
        .json<{ metricId: string; data: (string | number | null)[][] }[]>()
        .find((r) => r.metricId === 'LBPR2170')!;
      expect(bankTotal.data.find((d) => d[0] === DATE)![2]).toBe(
        [...dollars].sort((a, b) => a - b)[2],
      );
      const funding = await client.get(`/api/${BANK_SUBJECT}/element/funding-mix/group/${groupId}`);
      expect(funding.statusCode).toBe(400);
      expect(funding.json().message).toBe(MIXED_ELEMENT_REFUSAL);
    });

    it('names the outliers of either charter on the distribution', async () => {
      // One credit union's ROA far above the banks' and the other credit unions'.
      const far = 429;
      // A batch is the whole quarter of its charter: the others come again with it; and a
      // credit union's ROA averages its assets with the prior December's.
      for (const date of [QUARTERS[0]!, DATE]) {
        const q = QUARTERS.indexOf(date);
        await importBatch(
          t.db,
          tinyBatch('credit union', date, {
            ...Object.fromEntries(
              [...CREDIT_UNIONS, CU_AGENCY].map((n) => [n, unionItems(n, income(n, q))]),
            ),
            [far]: { ACCT_010: 2_000_000, ACCT_661A: 900_000 },
          }),
          metricsOf('credit union'),
        );
      }
      const client = await standard();
      const created = await client.post(`/api/${BANK_SUBJECT}/group`, {
        name: 'Far apart',
        iids: [...members, iidOf('credit union', far)],
      });
      expect(created.statusCode, created.body).toBe(201);
      const farGroup = created.json<GroupSummary[]>().find((g) => g.name === 'Far apart')!;
      const found = (
        await client.get(
          `/api/${BANK_SUBJECT}/metric/distribution/LBPRE013/${DATE}/${farGroup.groupId}`,
        )
      ).json();
      expect(found.values).toHaveLength(6);
      expect(found.outliers).toEqual([
        expect.objectContaining({
          iid: iidOf('credit union', far),
          label: expect.stringMatching(/^Test Credit Union 429/),
        }),
      ]);
    });

    it('ranks the subject among the members of both charters in the drawer’s rank chart', async () => {
      const response = await (
        await standard()
      ).get(`/api/${CU_SUBJECT}/metric/aggregate/FPR_ROA/${DATE}/${groupId}`);
      expect(response.statusCode, response.body).toBe(200);
      const ranks = response.json();
      const values = await membersRoa();
      const own = (await stored(CU_SUBJECT, 'credit union', 'FPR_ROA')) as number;
      expect(ranks.institutionsReporting).toBe(6);
      expect(ranks.institutionRank).toBe(1 + values.filter((v) => v > own).length);
      expect(ranks.ranks.map((r: { iid: number }) => r.iid).sort()).toEqual(
        [...members, CU_SUBJECT].sort(),
      );
      const ordered = ranks.ranks.map((r: { value: number }) => r.value);
      expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
      const bank = ranks.ranks.find((r: { iid: number }) => r.iid === members[0]);
      expect(bank.label).toMatch(/^Test Bank 321/);
      expect(bank.value).toBeCloseTo(values[0]!, 10);
    });
  },
);
