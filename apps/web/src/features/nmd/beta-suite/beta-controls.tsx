import { DEFAULT_RATE_CYCLES } from '@app/core/analytics/cycle-beta';
import { BETA_KINDS } from '@app/core/api/beta-suite';
import { LAG_SEARCH_MONTHS, LAG_SEARCH_QUARTERS } from '@app/core/analytics/lag-search';
import type { AnalysisFrequency } from '@app/core/api/own-deposit-data';
import { Select } from '@mantine/core';
import { useRates } from '../../../api/rates/get-rates';
import { usePageContext } from '../../../product/renderer/page-context';
import { usePageState } from '../../../product/renderer/use-page-state';
import { quarterLabel } from './beta-format';
import { useOwnFrequency } from '../own-data/frequency-toggle';

/**
 * The rates the Beta Suite API accepts (those of the regression dropdown,
 * apps/server/src/reference-data/rates/rate-catalogue.ts REGRESSION_RATE_IDS); Fed Funds is its default.
 */
const BETA_RATE_IDS = ['FEDFUNDS', 'DGS3MO', 'DGS5', 'DGS10'] as const;
const DEFAULT_RATE_ID = 'FEDFUNDS';
const CUSTOM_CYCLE = 'custom';
const DEFAULT_CYCLE = 'tightening-2022';

const controlWidth = { width: 260, maxWidth: '100%' };

/** The rate every beta page relates the deposit cost to; kept in the page state for Print. */
export function useBetaRate() {
  return usePageState<string>('beta-rate', DEFAULT_RATE_ID);
}

export function BetaRateSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (rateId: string) => void;
}) {
  const { paywalled, print } = usePageContext();
  const rates = useRates(!paywalled);
  const nameOf = (rateId: string) =>
    rates.data?.find((r) => r.rateId === rateId)?.rateName ?? rateId;
  return (
    <Select
      label="Rate"
      style={controlWidth}
      data={BETA_RATE_IDS.map((rateId) => ({ value: rateId, label: nameOf(rateId) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      disabled={print}
    />
  );
}

/** Quarterly or, with own data, monthly betas (issue 29): one choice across the pages. */
export const useBetaFrequency = () => useOwnFrequency('beta-frequency');

/** The lag chosen, in the periods of `frequency`: a monthly lag past 4 is 4 quarters back. */
export function useBetaLag(frequency: AnalysisFrequency = 'quarterly') {
  const [lag, setLag] = usePageState<number>('beta-lag', 0);
  const max = Math.max(...(frequency === 'monthly' ? LAG_SEARCH_MONTHS : LAG_SEARCH_QUARTERS));
  return [Math.min(lag, max), setLag] as const;
}

export function BetaLagSelect({
  value,
  onChange,
  frequency = 'quarterly',
}: {
  value: number;
  onChange: (lag: number) => void;
  frequency?: AnalysisFrequency;
}) {
  const { print } = usePageContext();
  const monthly = frequency === 'monthly';
  return (
    <Select
      label={monthly ? 'Lag (months)' : 'Lag (quarters)'}
      style={{ width: 140 }}
      data={(monthly ? LAG_SEARCH_MONTHS : LAG_SEARCH_QUARTERS).map((lag) => ({
        value: String(lag),
        label: String(lag),
      }))}
      value={String(value)}
      onChange={(next) => next !== null && onChange(Number(next))}
      allowDeselect={false}
      disabled={print}
    />
  );
}

/** The lag select's value for "the lag that fits best" (the API's default when none is sent). */
const BEST_FIT = 'best';

/**
 * The lag a projection applies (Back-Test, Rate Scenarios): null, the default, lets the API take
 * the best-fitting lag of the lag search and say which it took.
 */
export function useProjectionLag(): [number | null, (lag: number | null) => void] {
  // Kept as the select's text: page state holds no null.
  const [lag, setLag] = usePageState<string>('beta-projection-lag', BEST_FIT);
  return [
    lag === BEST_FIT ? null : Number(lag),
    (next) => setLag(next === null ? BEST_FIT : String(next)),
  ];
}

export function ProjectionLagSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (lag: number | null) => void;
}) {
  const { print } = usePageContext();
  return (
    <Select
      label="Lag (quarters)"
      style={{ width: 210 }}
      data={[
        { value: BEST_FIT, label: 'Best fit (lag search)' },
        ...LAG_SEARCH_QUARTERS.map((lag) => ({ value: String(lag), label: String(lag) })),
      ]}
      value={value === null ? BEST_FIT : String(value)}
      onChange={(next) => next !== null && onChange(next === BEST_FIT ? null : Number(next))}
      allowDeselect={false}
      disabled={print}
    />
  );
}

/**
 * The cycle window: a default cycle of the API, or a window of the user's own (any two report
 * dates; the API refuses one under its minimum with a message saying so).
 */
export function useCycleChoice() {
  const { dateRange } = usePageContext();
  const [cycle, setCycle] = usePageState<string>('beta-cycle', DEFAULT_CYCLE);
  const [start, setStart] = usePageState<string>('beta-cycle-start', dateRange?.startDate ?? '');
  const [end, setEnd] = usePageState<string>('beta-cycle-end', dateRange?.endDate ?? '');
  const query =
    cycle === CUSTOM_CYCLE
      ? { cycleStart: start || undefined, cycleEnd: end || undefined }
      : { cycle };
  return { cycle, setCycle, start, setStart, end, setEnd, query };
}

export function CycleControls({ choice }: { choice: ReturnType<typeof useCycleChoice> }) {
  const { dates, print } = usePageContext();
  const dateOptions = dates.map((d) => ({ value: d, label: quarterLabel(d) }));
  return (
    <>
      <Select
        label="Rate cycle"
        style={controlWidth}
        data={[
          ...DEFAULT_RATE_CYCLES.map((c) => ({ value: c.id, label: c.label })),
          { value: CUSTOM_CYCLE, label: 'Custom window' },
        ]}
        value={choice.cycle}
        onChange={(next) => next && choice.setCycle(next)}
        allowDeselect={false}
        disabled={print}
      />
      {choice.cycle === CUSTOM_CYCLE && (
        <>
          <Select
            label="Window start"
            style={{ width: 150 }}
            data={dateOptions}
            value={choice.start || null}
            onChange={(next) => next && choice.setStart(next)}
            disabled={print}
          />
          <Select
            label="Window end"
            style={{ width: 150 }}
            data={dateOptions}
            value={choice.end || null}
            onChange={(next) => next && choice.setEnd(next)}
            disabled={print}
          />
        </>
      )}
    </>
  );
}

export type BetaKind = (typeof BETA_KINDS)[number];
const BETA_KIND_LABELS: Record<BetaKind, string> = {
  regression: 'Regression beta',
  cycle: 'Cycle beta',
  asymmetric: 'Up- and down-betas',
};
export const betaKindLabel = (kind: BetaKind) => BETA_KIND_LABELS[kind];
const isBetaKind = (value: unknown): value is BetaKind =>
  (BETA_KINDS as readonly unknown[]).includes(value);

/** Which beta a projection applies; the API's default is the regression beta. */
export function useBetaKind() {
  return usePageState<BetaKind>('beta-kind', 'regression', isBetaKind);
}

export function BetaKindSelect({
  value,
  onChange,
}: {
  value: BetaKind;
  onChange: (kind: BetaKind) => void;
}) {
  const { print } = usePageContext();
  return (
    <Select
      label="Beta applied"
      style={{ width: 220 }}
      data={BETA_KINDS.map((kind) => ({ value: kind, label: BETA_KIND_LABELS[kind] }))}
      value={value}
      onChange={(next) => isBetaKind(next) && onChange(next)}
      allowDeselect={false}
      disabled={print}
    />
  );
}
