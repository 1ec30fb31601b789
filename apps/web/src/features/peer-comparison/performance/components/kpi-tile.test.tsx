import type { KpiValue } from '@app/core/api/metrics';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPageContext } from '../../../../test/render-in-page-context';
import { KpiTile } from './kpi-tile';

const kpi: KpiValue = {
  metricId: 'LBPREQAS',
  metricTitle: 'Equity to Assets',
  displayType: 'PCT',
  rankSort: 'H',
  reportDate: '2025-09-30',
  value: 10,
  priorValue: 9,
  peerValue: null,
  peerStatistic: 'trimmed',
  peerCount: 4,
  peerValueReason:
    'Fewer than 5 members have a value: the trimmed average drops the top and bottom 5%, and is not given for so few (the UBPR shows ##).',
};

describe('a KPI tile against a group', () => {
  it('names the peer statistic, why the figure is missing and that it rests on few institutions', () => {
    renderInPageContext(<KpiTile metricId="LBPREQAS" kpi={kpi} peerIsGroup to={null} />, {});
    expect(screen.getByText('Peer trimmed average -')).toBeInTheDocument();
    expect(screen.getByLabelText(/Equity to Assets: 10\.00%/)).toHaveAccessibleName(
      'Equity to Assets: 10.00%. Peer trimmed average (4): -. Fewer than 5 members have a value: the trimmed average drops the top and bottom 5%, and is not given for so few (the UBPR shows ##). Rests on few institutions: 4 have a value. As of Sep 2025. A higher value is better',
    );
  });

  it('keeps the average’s words for the mean', () => {
    renderInPageContext(
      <KpiTile
        metricId="LBPREQAS"
        kpi={{ ...kpi, peerStatistic: 'mean', peerValue: 8, peerCount: 40, peerValueReason: null }}
        peerIsGroup
        to={null}
      />,
      {},
    );
    expect(screen.getByText('Peer avg 8.00%')).toBeInTheDocument();
  });
});
