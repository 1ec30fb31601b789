import {
  BetaKindSelect,
  BetaRateSelect,
  CycleControls,
  ProjectionLagSelect,
  useBetaKind,
  useBetaRate,
  useCycleChoice,
  useProjectionLag,
} from './beta-controls';
import { useRangeQuery } from './use-range-query';

/**
 * The choices of a page that applies a beta to a rate path (Back-Test, Rate Scenarios): the
 * rate, which beta, its lag (by default none sent: the API applies the best-fitting lag) and, for
 * the cycle beta, the cycle; with the page's range. Answers the query they make and their controls.
 */
export function useProjectionChoices() {
  const [rateId, setRateId] = useBetaRate();
  const [lag, setLag] = useProjectionLag();
  const [beta, setBeta] = useBetaKind();
  const cycle = useCycleChoice();
  const { range, ready } = useRangeQuery();
  const query = {
    rateId,
    ...(lag === null ? {} : { lag }),
    beta,
    ...range,
    ...(beta === 'cycle' ? cycle.query : {}),
  };
  const controls = (
    <>
      <BetaRateSelect value={rateId} onChange={setRateId} />
      <BetaKindSelect value={beta} onChange={setBeta} />
      <ProjectionLagSelect value={lag} onChange={setLag} />
      {beta === 'cycle' && <CycleControls choice={cycle} />}
    </>
  );
  return { query, ready, controls };
}
