/**
 * spec 2 section 4: "Metric default: saved, else current, else first" — each only when the list
 * holds it.
 */
export function defaultMetricId(
  metrics: readonly { metricId: string; locked?: boolean }[],
  saved: string | null | undefined,
  current: string | null | undefined,
): string | null {
  // A locked metric is listed for the upsell, never chosen.
  const open = metrics.filter((metric) => !metric.locked);
  const held = (id: string | null | undefined) =>
    id ? open.some((metric) => metric.metricId === id) : false;
  if (held(saved)) return saved ?? null;
  if (held(current)) return current ?? null;
  return open[0]?.metricId ?? null;
}

/**
 * spec 2 section 4: "Rate order: requested, then saved for the metric and institution type, then
 * the rate flagged correlationsDefault, then the first".
 */
export function defaultRateId(
  rates: readonly { rateId: string; correlationsDefault: boolean }[],
  requested: string | null | undefined,
  saved: string | null | undefined,
): string | null {
  const held = (id: string | null | undefined) =>
    id ? rates.some((rate) => rate.rateId === id) : false;
  if (held(requested)) return requested ?? null;
  if (held(saved)) return saved ?? null;
  return (rates.find((rate) => rate.correlationsDefault) ?? rates[0])?.rateId ?? null;
}
