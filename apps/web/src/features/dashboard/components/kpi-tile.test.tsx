import type { KpiValue } from '@app/core/api/metrics';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiTile } from './kpi-tile';

const kpi = (value: number, priorValue: number, rankSort: KpiValue['rankSort']): KpiValue => ({
  metricId: 'LBPRLNDEP',
  metricTitle: 'Loans to Deposits',
  displayType: 'PCT',
  rankSort,
  reportDate: '2025-12-31',
  value,
  priorValue,
  peerValue: null,
});

const renderTile = (value: KpiValue) =>
  render(
    <MantineProvider env="test">
      <KpiTile title="Loans to Deposits" kpi={value} to={null} />
    </MantineProvider>,
  );

describe('a KPI tile', () => {
  it('says unchanged when both quarters show the same figure', () => {
    renderTile(kpi(5.0412, 5.0398, 'H'));
    expect(screen.getByText(/unchanged from the prior quarter/)).toBeInTheDocument();
    expect(screen.queryByText(/favourable/)).toBeNull();
  });

  it('says a lower-is-better figure went up, and that this is less favourable', () => {
    // issue 23: this tile read "declined from 79.88%" while the figure rose.
    renderTile(kpi(80.78, 79.88, 'L'));
    expect(
      screen.getByText(/up from 79.88% the prior quarter \(less favourable\)$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/declined/)).toBeNull();
  });

  it('says a lower-is-better figure went down, and that this is more favourable', () => {
    renderTile(kpi(78.5, 79.88, 'L'));
    expect(
      screen.getByText(/down from 79.88% the prior quarter \(more favourable\)$/),
    ).toBeInTheDocument();
  });

  it('says a higher-is-better figure that fell is less favourable', () => {
    renderTile(kpi(4.9, 5.04, 'H'));
    expect(
      screen.getByText(/down from 5.04% the prior quarter \(less favourable\)$/),
    ).toBeInTheDocument();
  });

  it('gives no verdict for a figure without a better side', () => {
    renderTile(kpi(12, 10, 'N'));
    expect(screen.getByText(/up from 10.00% the prior quarter$/)).toBeInTheDocument();
  });
});
