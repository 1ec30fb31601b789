/** "Nov 25, 2026, 11:40 PM": when something happened, in the admin's own time zone. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "Dec 31, 2025": a report date (a calendar day, not an instant). */
export const reportDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A moment that may not have come (never signed in, no end): the column's word for that. */
export const dateTimeOr = (iso: string | null | undefined, missing: string) =>
  iso ? dateTime(iso) : missing;
