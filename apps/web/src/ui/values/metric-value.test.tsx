import { MISSING_VALUE } from '@app/core/format/format-metric-value';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricValue } from './metric-value';

const renderValue = (props: Parameters<typeof MetricValue>[0]) =>
  render(
    <MantineProvider env="test">
      <MetricValue {...props} />
    </MantineProvider>,
  );

describe('a metric value', () => {
  it('shows a figure as the metric displays it', () => {
    renderValue({ value: 1.234, displayType: 'PCT' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('1.23%')).toBeInTheDocument();
  });

  it('shows a named institution of the other charter outside the common set as a dash with why', () => {
    renderValue({
      value: null,
      displayType: 'PCT',
      reason: 'Not comparable across banks and credit unions',
    });
    expect(
      screen.getByRole('button', { name: 'Not comparable across banks and credit unions' }),
    ).toHaveTextContent(MISSING_VALUE);
  });
});
