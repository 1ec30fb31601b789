import type { KpiValue } from '@app/core/api/metrics';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiTile } from './kpi-tile';

const kpi = (value: number, priorValue: number): KpiValue => ({
  metricId: 'LBPR2170',
  metricTitle: 'Return on Assets',
  displayType: 'PCT',
  rankSort: 'H',
  reportDate: '2025-12-31',
  value,
  priorValue,
  peerValue: null,
});

const renderTile = (value: KpiValue) =>
  render(
    <MantineProvider env="test">
      <KpiTile title="Return on Assets" kpi={value} to={null} />
    </MantineProvider>,
  );

describe('a KPI tile', () => {
  it('says unchanged when both quarters show the same figure', () => {
    renderTile(kpi(5.0412, 5.0398));
    expect(screen.getByText(/unchanged from the prior quarter/)).toBeInTheDocument();
    expect(screen.queryByText(/improved from/)).toBeNull();
  });

  it('says improved, with the prior figure, when the change shows', () => {
    renderTile(kpi(5.12, 5.04));
    expect(screen.getByText(/improved from 5.04% the prior quarter/)).toBeInTheDocument();
  });
});
