import { NOT_COMMON_NOTE } from '@app/core/domain/common-metrics';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeMetric } from '../../../../test/make-metric';
import { MetricPicker } from '../../../../ui/pickers/metric-picker';
import { defaultMetricId } from '../../../../ui/pickers/picker-defaults';
import type { PeerChoice } from '../../../../selection/peer-rules';
import { mixedMetricChoice } from './mixed-metrics';

const EARNINGS = '3. Earnings and Profitability (YTD - Annualized)';
const metrics = [
  makeMetric('LBPR8274', 'Tier 1 Capital', '5. Capital'),
  makeMetric('LBPRE013', 'Return on Assets', EARNINGS),
  makeMetric('LBPRTAXRATE', 'Effective Tax Rate', EARNINGS, { metricDisplayOrder: 2 }),
];
const group = (mixed: boolean, institution: PeerChoice['institution'] = null): PeerChoice => ({
  group: {
    groupId: 5,
    groupType: 10,
    name: 'Main Street lenders',
    institutionCount: 5,
    iids: [1, 2, 3, 4, 5],
    ...(mixed ? { mixed: true as const } : {}),
  },
  members: null,
  institution,
});

function Picker({ peer }: { peer: PeerChoice }) {
  const choice = mixedMetricChoice(metrics, peer, 'bank');
  const [current, setCurrent] = useState<string | null>(null);
  const metricId = defaultMetricId(choice.metrics ?? [], 'LBPR8274', current);
  return (
    <MantineProvider env="test">
      <MetricPicker
        metrics={choice.metrics}
        unavailable={choice.unavailable}
        selectedId={metricId}
        onSelect={setCurrent}
      />
      <output>{metricId}</output>
    </MantineProvider>
  );
}

describe('the metric picker against a group of banks and credit unions', () => {
  it('offers the common metrics only, and says why each other one is unavailable', async () => {
    const user = userEvent.setup();
    render(<Picker peer={group(true)} />);
    // The saved Tier 1 Capital is not comparable: the first common metric is chosen instead.
    expect(screen.getByRole('status')).toHaveTextContent('LBPRE013');
    await user.click(screen.getByRole('button', { name: 'Metric: Return on Assets' }));
    await user.click(screen.getByRole('button', { name: /5\. Capital/ }));
    const tier1 = screen.getByRole('button', { name: `Tier 1 Capital: ${NOT_COMMON_NOTE}` });
    expect(tier1).toHaveAttribute('aria-disabled', 'true');
    await user.click(tier1);
    expect(screen.getByRole('status')).toHaveTextContent('LBPRE013');
    expect(
      screen.getByRole('button', { name: `Effective Tax Rate: ${NOT_COMMON_NOTE}` }),
    ).toBeInTheDocument();
  });

  it('leaves every metric open on a group of one charter', () => {
    render(<Picker peer={group(false)} />);
    expect(screen.getByRole('status')).toHaveTextContent('LBPR8274');
  });

  it('limits the picker against one credit union of the group, not against one of its banks', () => {
    const union = { iid: 1_000_000_411, label: 'Test Credit Union 411 (Springfield, IL)' };
    const { unmount } = render(<Picker peer={group(true, union)} />);
    expect(screen.getByRole('status')).toHaveTextContent('LBPRE013');
    unmount();
    render(<Picker peer={group(true, { iid: 311, label: 'Test Bank 311 (Springfield, IL)' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('LBPR8274');
  });
});
