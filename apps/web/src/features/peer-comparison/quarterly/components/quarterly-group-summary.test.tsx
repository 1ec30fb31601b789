import type { SummaryRow } from '@app/core/api/metrics';
import { NOT_COMMON_NOTE, NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fake-api';
import { renderRoomComponent, ROOM_TEST_IID } from '../testing/render-room-component';
import { QuarterlyGroupSummary } from './quarterly-group-summary';

const base: SummaryRow = {
  sectionTitle: 'Balance Sheet',
  rowTitle: 'Total Assets',
  rowInformation: 'Everything the bank owns.',
  metricId: 'LBPR2170',
  displayType: 'USD',
  rankSort: 'N',
  level: 0,
  institutionValue: 949635000,
  groupValue: 1903766075.34,
  difference: -954131075.34,
  institutionRank: 48,
  institutionsReporting: 147,
  institutionsWithValue: 147,
  topInstitutionIid: 8000890,
  topInstitutionLabel: 'Willowherb Terrace Bank (Glenley, MD)',
  topInstitutionValue: 55158927000,
};
const rows: SummaryRow[] = [
  base,
  {
    ...base,
    sectionTitle: 'Credit Quality',
    rowTitle: 'Net Charge-offs',
    rowInformation: '',
    metricId: 'LBPRNCO',
    displayType: 'PCT',
    rankSort: 'L',
    level: 1,
    institutionValue: null,
    groupValue: 0.42,
    difference: 0.12,
    institutionRank: null,
    topInstitutionIid: null,
    topInstitutionLabel: null,
    topInstitutionValue: null,
  },
];

const summaryPath = `/api/${ROOM_TEST_IID}/metric/quarterly/2025-06-30/30/1`;

function stub(answer: SummaryRow[] = rows) {
  return stubFetch({
    handle: ({ path }) => {
      if (path === summaryPath) return { status: 200, body: answer };
      if (path.startsWith(`/api/${ROOM_TEST_IID}/metric/aggregate/`)) {
        return {
          status: 200,
          body: {
            metricId: 'LBPR2170',
            reportDate: '2025-06-30',
            institutionRank: 48,
            institutionsReporting: 147,
            label: 'Showing 25 of 147 institutions',
            axisMin: 0,
            axisMax: 10,
            ranks: [
              {
                iid: ROOM_TEST_IID,
                label: 'Prairie Gate Bank',
                value: 5,
                rank: 48,
                isSubject: true,
              },
            ],
          },
        };
      }
      if (path.includes('/metric/')) {
        return {
          status: 200,
          body: { metricId: 'LBPR2170', dates: [], dateSeries: [], institutionSeries: [] },
        };
      }
      return undefined;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The table row whose metric button has this name. */
const rowOf = async (metric: string) => {
  await screen.findByRole('button', { name: metric });
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('button', { name: metric }));
  if (!row) throw new Error(`no row for ${metric}`);
  return row;
};

describe('QuarterlyGroupSummary', () => {
  it('shows sections and each row’s Value, Rank, Average, Difference and Top Institution', async () => {
    stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const row = await rowOf('Total Assets');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Total Assetsi',
      '$949,635,000',
      '48 of 147',
      '$1,903,766,075',
      '▼-$954,131,075(below)',
      'Willowherb Terrace Bank (Glenley, MD)$55,158,927,000',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Balance Sheet' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Credit Quality' })).toBeInTheDocument();
  });

  it('shows a dash for a missing value, rank and top institution, and an up arrow read as better', async () => {
    stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const row = await rowOf('Net Charge-offs');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Net Charge-offs', '-', '-', '0.42%', '▲0.12%(better)', '-']);
  });

  it('keeps the dash for a value the source files do not report, and says so in its tooltip', async () => {
    stub([
      {
        ...base,
        sectionTitle: 'Liquidity',
        rowTitle: 'Liquid Asset Ratio',
        metricId: 'FPR_LIQASSET',
        displayType: 'PCT',
        institutionValue: null,
        institutionValueNote: 'not-reported',
        difference: null,
        institutionRank: null,
      },
    ]);
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const row = await rowOf('Liquid Asset Ratio');
    const value = within(row).getAllByRole('cell')[1]!;
    // A dash, never 0.00%, and no other figure in its place.
    expect(value.textContent).toBe('-');
    await user.hover(within(value).getByText('-'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Not reported in the source files',
    );
  });

  it('says on how many measures a score row rests, and why a thin one has no score', async () => {
    stub([
      {
        ...base,
        sectionTitle: 'Performance',
        rowTitle: 'Credit Score',
        metricId: 'LHAC_0034',
        displayType: 'INT',
        institutionValue: null,
        institutionValueNote: 'too-few-measures',
        institutionMeasures: { used: 2, of: 5, minimum: 3 },
        difference: null,
        institutionRank: null,
      },
      {
        ...base,
        sectionTitle: 'Performance',
        rowTitle: 'Liquidity Score',
        metricId: 'LHAC_0030',
        displayType: 'INT',
        institutionValue: 4,
        institutionMeasures: { used: 4, of: 5, minimum: 3 },
      },
    ]);
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const liquidity = within(await rowOf('Liquidity Score')).getAllByRole('cell')[1]!;
    expect(liquidity.textContent).toBe('4Based on 4 of 5 measures');
    const credit = within(await rowOf('Credit Score')).getAllByRole('cell')[1]!;
    expect(credit.textContent).toBe('-Based on 2 of 5 measures');
    await user.hover(within(credit).getByText('-'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Too few of its measures reported for a score',
    );
  });

  it('says how many of the selected institutions report, where not all of them do', async () => {
    stub([
      { ...base, institutionsReporting: 146, institutionsWithValue: 114, institutionRank: 3 },
      {
        // a first quarter of a growth metric: nobody has a value yet
        ...base,
        rowTitle: 'Asset Growth',
        metricId: 'LBPRASSETGR',
        institutionValue: null,
        groupValue: null,
        difference: null,
        institutionRank: null,
        institutionsReporting: 146,
        institutionsWithValue: 0,
        topInstitutionIid: null,
        topInstitutionLabel: null,
        topInstitutionValue: null,
      },
    ]);
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const rankCell = async (name: string) => {
      const row = await rowOf(name);
      return within(row).getAllByRole('cell')[2]!;
    };
    const assets = await rankCell('Total Assets');
    expect(assets).toHaveTextContent(/^3 of 146/);
    expect(within(assets).getByText('146 selected, 114 reporting')).toBeInTheDocument();
    // Nobody reports: a dash for the rank, never "1 of 1".
    const growth = await rankCell('Asset Growth');
    expect(growth.firstChild?.textContent).toBe('-');
    expect(within(growth).getByText('146 selected, 0 reporting')).toBeInTheDocument();
    expect(growth).not.toHaveTextContent(/of 1\b/);
  });

  it('says why a mixed-charter group has no figure of a metric outside the common set', async () => {
    stub([
      { ...base, institutionsReporting: 6, institutionsWithValue: 6, institutionRank: 2 },
      {
        ...base,
        rowTitle: 'Liquid Assets',
        metricId: 'LBPRLIQASSET',
        groupValue: null,
        difference: null,
        institutionRank: null,
        institutionsReporting: 6,
        institutionsWithValue: 0,
        topInstitutionIid: null,
        topInstitutionLabel: null,
        topInstitutionValue: null,
        institutionPercentile: null,
        statistic: 'mean',
        groupValueReason: NOT_COMMON_REASON,
      },
    ]);
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const cells = within(await rowOf('Liquid Assets')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Liquid Assetsi',
      '$949,635,000',
      '-',
      `-${NOT_COMMON_NOTE}`,
      '-',
      '-',
    ]);
    expect(within(cells[3]!).getByText(NOT_COMMON_NOTE)).toHaveAttribute(
      'title',
      NOT_COMMON_REASON,
    );
  });

  it('opens the drawer of a row a mixed group does not compare on the reason, not a retry', async () => {
    const why = `Liquid Assets (LBPRLIQASSET): ${NOT_COMMON_REASON}`;
    const liquid: SummaryRow = {
      ...base,
      rowTitle: 'Liquid Assets',
      metricId: 'LBPRLIQASSET',
      groupValue: null,
      institutionRank: null,
      groupValueReason: NOT_COMMON_REASON,
    };
    stubFetch({
      handle: ({ path }) => {
        if (path === summaryPath) return { status: 200, body: [liquid] };
        if (path.includes('LBPRLIQASSET'))
          return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: why } };
        return undefined;
      },
    });
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Liquid Assets' }));
    const drawer = screen.getByRole('region', { name: 'Liquid Assets details' });
    // The trend, the percentile-rank trend and the rank chart each say why.
    await waitFor(() => expect(within(drawer).getAllByText(why)).toHaveLength(3));
    expect(within(drawer).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('ranks the drawer’s chart among the members ticked in the peer selector, as the row', async () => {
    const ticked = [9100001, 9100002, 9100003, 9100004, 9100005];
    const api = stubFetch({
      handle: ({ path }) => {
        if (path === `/api/${ROOM_TEST_IID}/metric/quarterly/2025-06-30/10/7`)
          return {
            status: 200,
            body: [
              { ...base, institutionRank: 1, institutionsReporting: 6, institutionsWithValue: 6 },
            ],
          };
        if (path.startsWith(`/api/${ROOM_TEST_IID}/metric/aggregate/`))
          return {
            status: 200,
            body: {
              metricId: 'LBPR2170',
              reportDate: '2025-06-30',
              institutionRank: 1,
              institutionsReporting: 6,
              label: 'Showing 6 of 6 institutions',
              axisMin: 0,
              axisMax: 10,
              ranks: [
                {
                  iid: ROOM_TEST_IID,
                  label: 'Prairie Gate Bank',
                  value: 5,
                  rank: 1,
                  isSubject: true,
                },
              ],
            },
          };
        if (path.includes('/metric/'))
          return {
            status: 200,
            body: { metricId: 'LBPR2170', dates: [], dateSeries: [], institutionSeries: [] },
          };
        return undefined;
      },
    });
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
      {
        peer: {
          group: {
            groupId: 7,
            groupType: 10,
            name: 'Kansas peers',
            institutionCount: 28,
            iids: [...ticked, 9100006],
          },
          members: ticked,
          institution: null,
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Total Assets' }));
    expect(await screen.findByText('Showing 6 of 6 institutions')).toBeInTheDocument();
    const [summary] = api.requestsTo(`/api/${ROOM_TEST_IID}/metric/quarterly/2025-06-30/10/7`);
    const [rank] = api.requestsTo(`/api/${ROOM_TEST_IID}/metric/aggregate/LBPR2170/2025-06-30/7`);
    expect(rank?.search).toBe(`members=${ticked.join(',')}`);
    expect(rank?.search).toBe(summary?.search);
  });

  it('says No data available for an empty answer', async () => {
    stub([]);
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('opens the drawer on a row, switches on another and closes on the same row or Escape', async () => {
    stub();
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const assets = await screen.findByRole('button', { name: 'Total Assets' });
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();

    await user.click(assets);
    expect(screen.getByRole('region', { name: 'Total Assets details' })).toBeInTheDocument();
    expect(assets).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Showing 25 of 147 institutions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Net Charge-offs' }));
    expect(screen.getByRole('region', { name: 'Net Charge-offs details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Assets details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Net Charge-offs' }));
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();

    await user.click(assets);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(assets).toHaveFocus());
  });

  it('asks for the percentile without a member list for an aggregate group', async () => {
    const api = stub();
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Total Assets' }));
    await waitFor(() =>
      expect(api.requestsTo(`/api/${ROOM_TEST_IID}/metric/percentile/LBPR2170/1`)).toHaveLength(1),
    );
  });

  it('makes no call when paywalled', () => {
    const api = stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
      {
        paywalled: true,
      },
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/9000001'))).toHaveLength(0);
  });
});
