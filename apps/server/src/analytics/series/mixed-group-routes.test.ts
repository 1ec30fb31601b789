import { iidOf } from '@app/core/domain/institution-ids';
import { NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { CU_SUBJECT, memberIids, mixedCharterWorld, QUARTERS } from './mixed-group.test-support';
import { MIXED_AGGREGATE_REFUSAL } from '../subject/mixed-group-rules';
import { MIXED_ELEMENT_REFUSAL } from '../elements/element-service';

/** standard@example.com's bank (Prairie Gate Bank). */
const BANK_SUBJECT = 9000001;
/** Net income year to date (thousands for banks, dollars for credit unions). */
const BANKS = [311, 312, 313];
const CREDIT_UNIONS = [411, 412];
const income = (n: number, q: number) => ((n % 7) + 2) * (q === 0 ? 4 : q);

describe.each(testDatabaseKinds)('mixed-charter peer groups on the %s database', (kind) => {
  let t: TestApp;
  let groupId: number;
  const members = memberIids(BANKS, CREDIT_UNIONS);

  let release: () => Promise<void>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    release = await mixedCharterWorld(t, { banks: BANKS, creditUnions: CREDIT_UNIONS, income });
  });
  afterAll(async () => {
    await release();
    await t.close();
  });

  const standard = () => t.client().login('standard@example.com');

  /** A member's own stored values of its own charter's metric, by quarter. */
  const stored = async (iid: number, type: InstitutionType, metricId: string) => {
    const rows = await metricValuesRepository(t.db).series(
      iid,
      type,
      metricId,
      QUARTERS[0]!,
      '9999-12-31',
    );
    return new Map(rows.map((r) => [r.reportDate, r.value]));
  };

  it('creates a group of 3 banks and 2 credit unions through POST /api/{iid}/group', async () => {
    const response = await (
      await standard()
    ).post(`/api/${BANK_SUBJECT}/group`, {
      name: 'Main Street lenders',
      iids: members,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<GroupSummary[]>().find((g) => g.name === 'Main Street lenders');
    expect(created).toMatchObject({ groupType: 10, mixed: true, editable: true });
    groupId = created!.groupId;
    // The credit-union subject of the same organization lists it too.
    const cuGroups = (await (await standard()).get(`/api/${CU_SUBJECT}/group`)).json<
      GroupSummary[]
    >();
    expect(cuGroups.find((g) => g.groupId === groupId)).toMatchObject({ mixed: true });
  });

  it.each([
    ['bank', BANK_SUBJECT, 'LBPRE013'],
    ['credit union', CU_SUBJECT, 'FPR_ROA'],
  ] as const)(
    'answers the ROA series for a %s subject, each member from its own charter',
    async (_, subject, metricId) => {
      const response = await (
        await standard()
      ).get(`/api/${subject}/metric/${metricId}/group/${groupId}`);
      expect(response.statusCode, response.body).toBe(200);
      const series = response.json();
      const line = series.institutionSeries[1];
      expect(line).toMatchObject({ kind: 'group', id: groupId, label: 'Main Street lenders' });
      const own = await Promise.all([
        ...BANKS.map((n) => stored(iidOf('bank', n), 'bank', 'LBPRE013')),
        ...CREDIT_UNIONS.map((n) => stored(iidOf('credit union', n), 'credit union', 'FPR_ROA')),
      ]);
      let checked = 0;
      series.dates.forEach((date: string, i: number) => {
        const values = own
          .map((m) => m.get(date))
          .filter((v): v is number => typeof v === 'number');
        if (values.length === 0) return expect(line.values[i]).toBeNull();
        checked += values.length === 5 ? 1 : 0;
        expect(line.counts[i]).toBe(values.length);
        expect(line.values[i]).toBeCloseTo(values.reduce((s, v) => s + v, 0) / values.length, 10);
      });
      // Quarters where all five members, both charters, have their own ROA.
      expect(checked).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives the median over both charters with ?statistic=median', async () => {
    const series = (
      await (
        await standard()
      ).get(`/api/${CU_SUBJECT}/metric/FPR_ROA/group/${groupId}?statistic=median`)
    ).json();
    const at = series.dates.indexOf('2025-09-30');
    const own = await Promise.all([
      ...BANKS.map((n) => stored(iidOf('bank', n), 'bank', 'LBPRE013')),
      ...CREDIT_UNIONS.map((n) => stored(iidOf('credit union', n), 'credit union', 'FPR_ROA')),
    ]);
    const sorted = own.map((m) => m.get('2025-09-30') as number).sort((a, b) => a - b);
    expect(series.institutionSeries[1].statistic).toBe('median');
    expect(series.institutionSeries[1].values[at]).toBeCloseTo(sorted[2]!, 10);
  });

  it('answers 400 naming why for a metric outside the common set, the aggregate, and other views', async () => {
    const client = await standard();
    const tier1 = await client.get(`/api/${BANK_SUBJECT}/metric/LBPR8274/group/${groupId}`);
    expect(tier1.statusCode).toBe(400);
    expect(tier1.json().message).toBe(`Tier 1 Capital (LBPR8274): ${NOT_COMMON_REASON}`);
    const aggregate = await client.get(
      `/api/${BANK_SUBJECT}/metric/LBPRE013/group/${groupId}?statistic=aggregate`,
    );
    expect(aggregate.statusCode).toBe(400);
    expect(aggregate.json().message).toBe(MIXED_AGGREGATE_REFUSAL);
    const elements = await client.get(`/api/${BANK_SUBJECT}/element/funding-mix/group/${groupId}`);
    expect(elements.statusCode).toBe(400);
    expect(elements.json().message).toBe(MIXED_ELEMENT_REFUSAL);
  });

  it('gives the KPI tiles of a mixed group: common metrics from each charter, others with why', async () => {
    const response = await (
      await standard()
    ).get(`/api/${CU_SUBJECT}/kpi/FPR_ROA,FPR_NWRATIO?peer=group:${groupId}&reportDate=2025-09-30`);
    expect(response.statusCode, response.body).toBe(200);
    const [roa, netWorth] = response.json();
    const own = await Promise.all([
      ...BANKS.map((n) => stored(iidOf('bank', n), 'bank', 'LBPRE013')),
      ...CREDIT_UNIONS.map((n) => stored(iidOf('credit union', n), 'credit union', 'FPR_ROA')),
    ]);
    const values = own.map((m) => m.get('2025-09-30') as number);
    expect(roa).toMatchObject({ metricId: 'FPR_ROA', peerCount: 5, peerValueReason: null });
    expect(roa.peerValue).toBeCloseTo(values.reduce((s, v) => s + v, 0) / 5, 10);
    expect(netWorth).toMatchObject({
      metricId: 'FPR_NWRATIO',
      peerValue: null,
      peerValueReason: NOT_COMMON_REASON,
    });
  });

  it('compares a bank with one credit union of the group on ROA, by the credit union’s own metric', async () => {
    const union = iidOf('credit union', CREDIT_UNIONS[0]!);
    const client = await standard();
    const response = await client.get(`/api/${BANK_SUBJECT}/metric/LBPRE013/iid/${union}`);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json();
    const own = await stored(union, 'credit union', 'FPR_ROA');
    expect(series.institutionSeries[1].values).toEqual(
      series.dates.map((d: string) => own.get(d) ?? null),
    );
    const tier1 = await client.get(`/api/${BANK_SUBJECT}/metric/LBPR8274/iid/${union}`);
    expect(tier1.statusCode).toBe(400);
    expect(tier1.json().message).toBe(
      `Institution ${union} is not a bank: Tier 1 Capital (LBPR8274) is not in the common metric set that compares banks and credit unions.`,
    );
  });

  it('lists the members’ profiles, each of its own charter', async () => {
    const response = await (await standard()).get(`/api/${CU_SUBJECT}/profile/${groupId}`);
    expect(response.statusCode, response.body).toBe(200);
    const profiles = response.json<{ iid: number; institutionType: string }[]>();
    expect(profiles.map((p) => [p.iid, p.institutionType]).sort()).toEqual(
      members.map((iid, i) => [iid, i < BANKS.length ? 'bank' : 'credit union']).sort(),
    );
  });

  it('still refuses an iid that is no institution, naming it', async () => {
    const response = await (
      await standard()
    ).post(`/api/${BANK_SUBJECT}/group`, {
      name: 'With a stranger',
      iids: [iidOf('bank', 311), 424242],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('These iids are not banks or credit unions: 424242.');
  });

  it('keeps the group from another organization’s subjects', async () => {
    const cu = await t.client().login('cu@example.com');
    const response = await cu.get(`/api/${CU_SUBJECT}/metric/FPR_ROA/group/${groupId}`);
    expect(response.statusCode).toBe(404);
  });
});
