import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fake-api';
import { renderRoomComponent, ROOM_TEST_IID } from '../../quarterly/testing/render-room-component';
import type { KpiValue } from '@app/core/api/metrics';
import { KpiTiles } from './kpi-tiles';
import { PerformanceTiles } from './performance-tiles';
import { ScoreLegend } from './score-legend';

const kpi = (metricId: string, overrides: Partial<KpiValue> = {}): KpiValue => ({
  metricId,
  metricTitle: `${metricId} title`,
  displayType: 'PCT',
  rankSort: 'H',
  reportDate: '2025-06-30',
  value: 1.5,
  priorValue: 1.4,
  peerValue: 1.25,
  ...overrides,
});

/** The KPI answers by metric id list; every percentile series ends at `latestPercentile` (0..1). */
function stub(answers: Record<string, KpiValue[]>, latestPercentile = 0.655) {
  return stubFetch({
    handle: ({ path }) => {
      const ids = /^\/api\/\d+\/kpi\/(.+)$/.exec(path)?.[1];
      if (ids) return { status: 200, body: answers[ids] ?? [] };
      // A score's own series (issue 23): the institution's scores and the group's mean.
      if (/\/metric\/LHAC\d+\/group\/\d+$/.test(path)) {
        return {
          status: 200,
          body: {
            metricId: 'LHAC0030',
            dates: ['2025-03-31', '2025-06-30'],
            dateSeries: [],
            institutionSeries: [
              { kind: 'institution', id: ROOM_TEST_IID, label: 'Prairie', values: [1, 4] },
              { kind: 'group', id: 1, label: 'National', values: [3.02, 3.25] },
            ],
          },
        };
      }
      if (path.includes('/metric/percentile/')) {
        return {
          status: 200,
          body: {
            metricId: 'X',
            dates: ['2025-03-31', '2025-06-30'],
            dateSeries: [],
            institutionSeries: [
              {
                kind: 'institution',
                id: ROOM_TEST_IID,
                label: 'Prairie',
                values: [0.5, latestPercentile],
              },
            ],
          },
        };
      }
      return undefined;
    },
  });
}

const performancePage = { roomCode: 'performance', roomName: 'Performance' };

afterEach(() => vi.unstubAllGlobals());

describe('PerformanceTiles', () => {
  it('shows the institution and peer values, the latest percentile and which way is better', async () => {
    const api = stub({
      'LHAC0030,LBPRNCO': [
        kpi('LHAC0030', {
          metricTitle: 'Liquidity Score',
          displayType: 'INT',
          value: 4,
          peerValue: 3.25,
          measures: { used: 4, of: 5, minimum: 3 },
        }),
        kpi('LBPRNCO', {
          metricTitle: 'Net Charge-offs',
          rankSort: 'L',
          value: 0.3,
          peerValue: null,
        }),
      ],
    });
    renderRoomComponent(
      <PerformanceTiles
        data={{ area: 'snapshot', metricIds: ['LHAC0030', 'LBPRNCO'] }}
        node={{ name: 'PerformanceTiles' }}
      />,
      { ...performancePage, pageCode: 'snapshot' },
    );
    const score = await screen.findByRole('article', { name: 'Liquidity Score' });
    expect(within(score).getByTestId('institution-value')).toHaveTextContent('4');
    expect(within(score).getByTestId('peer-value')).toHaveTextContent('3.25');
    expect(within(score).getByText('A higher value is better')).toBeInTheDocument();
    expect(await within(score).findByText('Score 4 · Above Average')).toBeInTheDocument();
    expect(within(score).getByTestId('score-measures')).toHaveTextContent(
      'Based on 4 of 5 measures',
    );
    // The score's line is the score, 1 to 5, not its percentile among the peers' scores.
    expect(
      await within(score).findByRole('img', {
        name: 'Liquidity Score: the score, 1 to 5, over 5 years',
      }),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.includes('/metric/percentile/LHAC0030'))).toBe(false);
    expect(api.requestsTo(`/api/${ROOM_TEST_IID}/metric/LHAC0030/group/1`)).toHaveLength(1);
    const nco = screen.getByRole('article', { name: 'Net Charge-offs' });
    expect(within(nco).getByText('Percentile 66')).toBeInTheDocument();
    expect(within(nco).getByTestId('institution-value')).toHaveTextContent('0.30%');
    expect(within(nco).getByTestId('peer-value')).toHaveTextContent('-');
    expect(within(nco).getByText('A lower value is better')).toBeInTheDocument();
    expect(api.requestsTo(`/api/${ROOM_TEST_IID}/kpi/LHAC0030,LBPRNCO`)[0]?.search).toBe(
      'date=2025-06-30&peer=group:1',
    );
  });

  it('colours a score by the score, and a measure by its percentile band', async () => {
    // Score 3 ranks in the 20th percentile of its group: a red "Percentile 20" beside "3"
    // contradicted the yellow of score 3 in the legend.
    stub(
      {
        'LHAC0030,LBPRNCO': [
          kpi('LHAC0030', { metricTitle: 'Liquidity Score', displayType: 'INT', value: 3 }),
          kpi('LBPRNCO', { metricTitle: 'Net Charge-offs', rankSort: 'L', value: 0.3 }),
        ],
      },
      0.2,
    );
    const { user } = renderRoomComponent(
      <PerformanceTiles
        data={{ area: 'snapshot', metricIds: ['LHAC0030', 'LBPRNCO'] }}
        node={{ name: 'PerformanceTiles' }}
      />,
      { ...performancePage, pageCode: 'snapshot' },
    );
    const score = await screen.findByRole('article', { name: 'Liquidity Score' });
    const scoreBadge = await within(score).findByTestId('tile-badge');
    expect(scoreBadge).toHaveTextContent(/^Score 3 · Average$/);
    expect(within(score).queryByText(/Percentile/)).toBeNull();
    expect(badgeColor(scoreBadge)).toBe('yellow-5');
    await user.hover(scoreBadge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "Score 3 of 5 (Average), from the percentiles of the area's measures; the line below is the score each quarter.",
    );
    await user.unhover(scoreBadge);

    // A measure's badge is its percentile, coloured by the band it falls in (the same scale).
    const nco = screen.getByRole('article', { name: 'Net Charge-offs' });
    const ncoBadge = within(nco).getByTestId('tile-badge');
    expect(ncoBadge).toHaveTextContent(/^Percentile 20$/);
    expect(badgeColor(ncoBadge)).toBe('red-7');
    await user.hover(ncoBadge);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'Percentile 20 in the peer group: band 1 of the score legend, Low (up to 20%).',
      ),
    );
  });
});

/** The Mantine colour a dot badge is drawn in, as its style names it (e.g. 'red-7'). */
function badgeColor(badge: HTMLElement): string | undefined {
  return /--mantine-color-([a-z]+-\d)/.exec(badge.getAttribute('style') ?? '')?.[1];
}

describe('KpiTiles', () => {
  it('shows each value with its label and the peer average', async () => {
    stub({ LBPRNCO: [kpi('LBPRNCO', { metricTitle: 'Net Charge-offs', value: 0.3 })] });
    renderRoomComponent(
      <KpiTiles data={{ metricIds: ['LBPRNCO'] }} node={{ name: 'KpiTiles' }} />,
      {
        ...performancePage,
        pageCode: 'credit',
      },
    );
    const tile = await screen.findByRole('group', { name: /^Net Charge-offs: 0.30%/ });
    expect(within(tile).getByText('Peer avg 1.25%')).toBeInTheDocument();
  });

  it('keeps the dash for a value the source files do not report and says so first', async () => {
    stub({
      FPR_LIQASSET: [
        kpi('FPR_LIQASSET', {
          metricTitle: 'Liquid Asset Ratio',
          value: null,
          valueNote: 'not-reported',
          peerValue: null,
        }),
      ],
    });
    const { user } = renderRoomComponent(
      <KpiTiles data={{ metricIds: ['FPR_LIQASSET'] }} node={{ name: 'KpiTiles' }} />,
      { ...performancePage, pageCode: 'liquidity' },
    );
    const tile = await screen.findByRole('group', {
      name: /^Liquid Asset Ratio: -\. Not reported in the source files\. Peer average: -/,
    });
    expect(within(tile).getByTestId('kpi-value')).toHaveTextContent(/^-$/);
    await user.hover(tile);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /^Not reported in the source files\. Peer average: -/,
    );
  });
});

describe('KpiTiles for a score', () => {
  it('shows no score on too few measures, and says on how many and why', async () => {
    stub({
      LHAC0034: [
        kpi('LHAC0034', {
          metricTitle: 'Credit Score',
          displayType: 'INT',
          value: null,
          valueNote: 'too-few-measures',
          peerValue: 3.02,
          measures: { used: 2, of: 5, minimum: 3 },
        }),
      ],
    });
    renderRoomComponent(
      <KpiTiles data={{ metricIds: ['LHAC0034'] }} node={{ name: 'KpiTiles' }} />,
      { ...performancePage, pageCode: 'snapshot' },
    );
    const tile = await screen.findByRole('group', {
      name: /^Credit Score: -\. Based on 2 of 5 measures; a score needs at least 3\. Peer average: 3\.02/,
    });
    expect(within(tile).getByTestId('kpi-value')).toHaveTextContent(/^-$/);
    expect(within(tile).getByTestId('score-measures')).toHaveTextContent(
      'Based on 2 of 5 measures; a score needs at least 3',
    );
  });
});

describe('ScoreLegend', () => {
  it('lists the five bands and hands the area score to the page legend', async () => {
    stub({ LHAC0034: [kpi('LHAC0034', { displayType: 'INT', value: 2, peerValue: 3.4 })] });
    const setLegendScores = vi.fn();
    renderRoomComponent(<ScoreLegend data={{}} node={{ name: 'ScoreLegend' }} />, {
      ...performancePage,
      pageCode: 'credit',
      setLegendScores,
    });
    for (const range of [
      'Up to 20%',
      'Above 20% to 40%',
      'Above 40% to 60%',
      'Above 60% to 80%',
      'Above 80%',
    ]) {
      expect(screen.getByText(range, { exact: false })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(setLegendScores).toHaveBeenLastCalledWith({ institution: 2, peer: 3.4 }),
    );
  });
});
