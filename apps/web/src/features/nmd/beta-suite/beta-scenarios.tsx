import type { ScenarioResult } from '@app/core/api/beta-suite';
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useBetaScenarios } from './api/get-beta-scenarios';
import { BetaAnswer } from './beta-answer';
import { formatPercent, orDash, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaUsedLine } from './beta-used';
import { ScenarioChart } from './charts/beta-charts';
import { MissingValue, ValueOr } from './missing-value';
import { useProjectionChoices } from './projection-choices';

/**
 * Rate Scenarios (issue 16): the deposit cost projected 8 quarters under the six parallel
 * shocks and, when the user gives one, a custom path of 8 rates.
 */
export function BetaScenarios(_props: PageComponentProps) {
  const { institution, paywalled, print } = usePageContext();
  const choices = useProjectionChoices();
  // The path applied (sent to the API) and the text being typed.
  const [path, setPath] = usePageState<string>('beta-scenario-path', '');
  const [draft, setDraft] = useState(path);
  // Spaces are the user's formatting, not part of a rate.
  const sentPath = path.replace(/\s+/g, '');
  const query = { ...choices.query, path: sentPath === '' ? undefined : sentPath };
  const answer = useBetaScenarios(institution?.iid ?? null, query, !paywalled && choices.ready);
  return (
    <BetaPage
      pack={query}
      component="BetaScenarios"
      name="Rate Scenarios"
      controls={
        <>
          {choices.controls}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setPath(draft);
            }}
          >
            {/* On a phone the button goes under the field rather than off the screen. */}
            <Group align="flex-end" gap="xs">
              <TextInput
                label="Custom path (8 rates in %, comma-separated)"
                placeholder="5.25, 5.00, 4.75, 4.50, 4.25, 4.00, 3.75, 3.50"
                style={{ width: 340, maxWidth: '100%' }}
                value={draft}
                disabled={print}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <Button type="submit" variant="light" disabled={print}>
                Apply
              </Button>
            </Group>
          </form>
        </>
      }
    >
      <BetaAnswer query={answer} name="Rate Scenarios">
        {(data) => <ScenarioFigures data={data} />}
      </BetaAnswer>
    </BetaPage>
  );
}

function ScenarioFigures({ data }: { data: ScenarioResult }) {
  const quarters = data.scenarios.find((s) => s.projection.length > 0)?.projection ?? [];
  const anyFloored = data.scenarios.some((s) => s.projection.some((p) => p.floored));
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      {data.startDate === null ? (
        <Text size="sm">No quarter of the range has both a deposit cost and the rate.</Text>
      ) : (
        <Text size="sm">
          {`Starting from ${quarterLabel(data.startDate)}: cost ${orDash(data.startCost, formatPercent)}, ${data.rateName} ${orDash(data.startRate, formatPercent)}.`}
        </Text>
      )}
      <BetaUsedLine used={data.betaUsed} />
      <ScenarioChart data={data} />
      {data.betaUsed.unavailableReason === null && (
        <ShockStepNote lagQuarters={data.betaUsed.lagQuarters} />
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder captionSide="top" aria-label="Projected deposit cost">
          <Table.Caption>Projected deposit cost by scenario</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              {data.scenarios.map((s) => (
                <Table.Th scope="col" key={s.label}>
                  {s.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quarters.length === 0 ? (
              <Table.Tr>
                <Table.Th scope="row">–</Table.Th>
                {data.scenarios.map((s) => (
                  <Table.Td key={s.label}>
                    <MissingValue reason={s.unavailableReason ?? 'no projection'} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ) : (
              quarters.map((q, i) => (
                <Table.Tr key={q.quarter}>
                  <Table.Th scope="row">{quarterLabel(q.reportDate)}</Table.Th>
                  {data.scenarios.map((s) => {
                    const p = s.projection[i];
                    return (
                      <Table.Td key={s.label}>
                        <ValueOr
                          value={p?.depositCost}
                          format={(cost) => `${formatPercent(cost)}${p?.floored ? '*' : ''}`}
                          reason={s.unavailableReason ?? 'the driving rate change is unknown'}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {anyFloored && (
        <Text size="xs" c="dimmed">
          * The projection went below 0% and is held at 0%.
        </Text>
      )}
    </>
  );
}

/**
 * Why a parallel shock's path is one step and then flat: the model (rate-scenarios.ts) passes a
 * rate change through in full, once, `lag` quarters after it, and a parallel shock changes the
 * rate once and holds it.
 */
function ShockStepNote({ lagQuarters }: { lagQuarters: number }) {
  const when =
    lagQuarters === 0
      ? 'in the first quarter'
      : `${lagQuarters} ${lagQuarters === 1 ? 'quarter' : 'quarters'} later, in quarter ${lagQuarters + 1}`;
  return (
    <Text size="xs" c="dimmed">
      A parallel shock moves the rate at once and holds it. The model passes a rate change through
      to the cost in full, once, after the lag: so each shock moves the cost {when}, and its path is
      flat after that step.
      {lagQuarters > 0 &&
        ' Until then the cost moves with the rate changes before the start that have not yet passed through, the same in every shock.'}
    </Text>
  );
}
