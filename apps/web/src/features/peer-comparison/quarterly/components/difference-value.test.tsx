import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { DifferenceValue } from './difference-value';

const renderDifference = (value: number, displayType: 'INT' | 'PCT') =>
  render(
    <MantineProvider env="test">
      <DifferenceValue value={value} displayType={displayType} rankSort="H" />
    </MantineProvider>,
  );

describe('a Difference cell', () => {
  it('shows a difference that rounds to 0 as a plain 0, with no arrow', () => {
    renderDifference(-0.2, 'INT');
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.queryByText('-0')).toBeNull();
    expect(screen.queryByText('▼')).toBeNull();
    expect(screen.queryByText('(worse)')).toBeNull();
  });

  it('keeps the arrow and the word for a difference that shows', () => {
    renderDifference(-1.4, 'INT');
    expect(screen.getByText('-1')).toBeInTheDocument();
    expect(screen.getByText('▼')).toBeInTheDocument();
    expect(screen.getByText('(worse)')).toBeInTheDocument();
  });
});
