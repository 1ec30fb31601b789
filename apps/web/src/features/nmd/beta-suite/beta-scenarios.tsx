import type { ScenarioResult } from '@app/core/api/beta-suite';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import { formatPercent, orDash, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaTable } from './beta-table';
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
  const answer = useBetaPage(
    'scenarios',
    { iid: institution?.iid ?? null },
    query,
    !paywalled && choices.ready,
  );
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

type Scenario = ScenarioResult['scenarios'][number];
/** A projected quarter by its place in every scenario's path; none when nothing is projected. */
type QuarterRow = { quarter: Scenario['projection'][number]; index: number } | null;
/** Without a projection, one row says why under each scenario. */
const NO_QUARTER: QuarterRow = null;

function scenarioColumns(scenarios: readonly Scenario[]): DataTableColumn<QuarterRow>[] {
  return [
    {
      key: 'quarter',
      header: 'Quarter',
      cell: (row) => (row ? quarterLabel(row.quarter.reportDate) : '–'),
    },
    ...scenarios.map((s, i): DataTableColumn<QuarterRow> => ({
      key: `scenario${i}`,
      header: s.label,
      cell: (row) => {
        if (!row) return <MissingValue reason={s.unavailableReason ?? 'no projection'} />;
        const p = s.projection[row.index];
        return (
          <ValueOr
            value={p?.depositCost}
            format={(cost) => `${formatPercent(cost)}${p?.floored ? '*' : ''}`}
            reason={s.unavailableReason ?? 'the driving rate change is unknown'}
          />
        );
      },
    })),
  ];
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
      <BetaTable
        name="Projected deposit cost"
        caption="Projected deposit cost by scenario"
        columns={scenarioColumns(data.scenarios)}
        rows={
          quarters.length === 0
            ? [NO_QUARTER]
            : quarters.map((quarter, index) => ({ quarter, index }))
        }
        minWidth={640}
      />
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
