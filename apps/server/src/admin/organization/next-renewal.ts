/**
 * When an active paid subscription next charges: its start plus whole billing intervals, the
 * first such day after `now`. No interval (free, promo, complimentary) or not active: null. A
 * start on the 31st renews on the last day of shorter months, as card billing does.
 */
export function nextRenewal(
  subscription: { status: string; interval: string | null; startedAt: Date },
  now: Date = new Date(),
): Date | null {
  if (subscription.status !== 'active') return null;
  const months = subscription.interval === 'month' ? 1 : subscription.interval === 'year' ? 12 : 0;
  if (months === 0) return null;
  const start = subscription.startedAt;
  const elapsed =
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth();
  let periods = Math.max(1, Math.floor(elapsed / months));
  let renewal = addMonths(start, periods * months);
  while (renewal <= now) renewal = addMonths(start, ++periods * months);
  return renewal;
}

function addMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
