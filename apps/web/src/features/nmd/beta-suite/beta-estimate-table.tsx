import type { betaEstimate } from '@app/core/api/beta-suite';
import { Table } from '@mantine/core';
import type { z } from 'zod';
import {
  INSUFFICIENT_DATA,
  formatBeta,
  formatInterval,
  formatRSquared,
  formatT,
} from './beta-format';
import { ValueOr } from './missing-value';

export type BetaEstimate = z.infer<typeof betaEstimate>;

export type EstimateRow = { label: string; estimate: BetaEstimate | null };

/** Betas with their standard error, 95% interval, t, quarters and R², one row each. */
export function BetaEstimateTable({ caption, rows }: { caption: string; rows: EstimateRow[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder captionSide="top" aria-label={caption}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Beta</Table.Th>
            <Table.Th scope="col">Estimate</Table.Th>
            <Table.Th scope="col">Std. error</Table.Th>
            <Table.Th scope="col">95% CI</Table.Th>
            <Table.Th scope="col">t</Table.Th>
            <Table.Th scope="col">n</Table.Th>
            <Table.Th scope="col">R²</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, estimate }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              {estimate ? (
                <>
                  <Table.Td>{formatBeta(estimate.beta)}</Table.Td>
                  <Table.Td>{formatBeta(estimate.standardError)}</Table.Td>
                  <Table.Td>{formatInterval(estimate.confidenceInterval)}</Table.Td>
                  <Table.Td>
                    <ValueOr
                      value={estimate.tStatistic}
                      format={formatT}
                      reason="no residual variation"
                    />
                  </Table.Td>
                  <Table.Td>{estimate.n}</Table.Td>
                  <Table.Td>{formatRSquared(estimate.rSquared)}</Table.Td>
                </>
              ) : (
                <Table.Td colSpan={6}>{INSUFFICIENT_DATA}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
