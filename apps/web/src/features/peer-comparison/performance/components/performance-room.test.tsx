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

function stub(answers: Record<string, KpiValue[]>) {
  return stubFetch({
    handle: ({ path }) => {
      const ids = /^\/api\/\d+\/kpi\/(.+)$/.exec(path)?.[1];
      if (ids) return { status: 200, body: answers[ids] ?? [] };
      if (path.includes('/metric/percentile/')) {
        return {
          status: 200,
          body: {
            metricId: 'X',
            dates: ['2025-03-31', '2025-06-30'],
            dateSeries: [],
            institutionSeries: [
              { kind: 'institution', id: ROOM_TEST_IID, label: 'Prairie', values: [0.5, 0.655] },
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
    expect(await within(score).findByText('Percentile 66')).toBeInTheDocument();
    const nco = screen.getByRole('article', { name: 'Net Charge-offs' });
    expect(within(nco).getByTestId('institution-value')).toHaveTextContent('0.30%');
    expect(within(nco).getByTestId('peer-value')).toHaveTextContent('-');
    expect(within(nco).getByText('A lower value is better')).toBeInTheDocument();
    expect(api.requestsTo(`/api/${ROOM_TEST_IID}/kpi/LHAC0030,LBPRNCO`)[0]?.search).toBe(
      'date=2025-06-30&peer=group:1',
    );
  });
});

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
