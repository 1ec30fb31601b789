import type { InstitutionType } from '@app/core/domain/products';
import { useCallback } from 'react';
import { defaultMetricId, defaultRateId } from '../../ui/pickers/picker-defaults';
import { PRODUCT_SESSION_KEYS } from './product-session-keys';
import { useSessionValue } from './use-session-value';

type MetricChoiceKind = 'trend' | 'correlation' | 'decay' | 'regression';

const metricKey = (kind: MetricChoiceKind, type: InstitutionType) =>
  ({
    trend: PRODUCT_SESSION_KEYS.trendMetric,
    correlation: PRODUCT_SESSION_KEYS.correlationMetric,
    decay: PRODUCT_SESSION_KEYS.decayMetric,
    regression: PRODUCT_SESSION_KEYS.regressionMetric,
  })[kind](type);

/**
 * A picker's metric, remembered in the session store per institution type (spec 2 sections 3
 * and 4): saved, else `current`, else the first of the list. Choosing saves it.
 */
export function useRememberedMetric(
  kind: MetricChoiceKind,
  institutionType: InstitutionType,
  metrics: readonly { metricId: string }[] | undefined,
  current: string | null = null,
): [string | null, (metricId: string) => void] {
  const [saved, save] = useSessionValue(metricKey(kind, institutionType));
  const chosen = metrics ? defaultMetricId(metrics, saved, current) : null;
  const choose = useCallback((metricId: string) => void save(metricId), [save]);
  return [chosen, choose];
}

/**
 * The correlation rate, remembered per metric and institution type under
 * correlation-rateId-{metricId}{institutionType}: requested, else saved, else the rate flagged
 * correlationsDefault, else the first (spec 2 section 4).
 */
export function useRememberedCorrelationRate(
  metricId: string | null,
  institutionType: InstitutionType,
  rates: readonly { rateId: string; correlationsDefault: boolean }[] | undefined,
  requested: string | null = null,
): [string | null, (rateId: string) => void] {
  const [saved, save] = useSessionValue(
    metricId ? PRODUCT_SESSION_KEYS.correlationRate(metricId, institutionType) : null,
  );
  const chosen = rates ? defaultRateId(rates, requested, saved) : null;
  const choose = useCallback((rateId: string) => void save(rateId), [save]);
  return [chosen, choose];
}
