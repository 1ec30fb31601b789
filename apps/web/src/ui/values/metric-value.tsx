import type { ValueNote } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { valueNoteText } from '@app/core/format/value-note';
import { Tooltip, UnstyledButton } from '@mantine/core';

/**
 * A metric value as a table shows it: formatted by display type, the spec's dash when missing.
 * A missing value with a note (issue 12: "not reported in the source files") keeps the dash
 * and says why in its tooltip, so a gap in the agency's files never reads as a 0 or as a
 * formula without an answer.
 */
export function MetricValue({
  value,
  displayType,
  note,
  reason,
}: {
  value: number | null;
  displayType: DisplayType;
  note?: ValueNote | null;
  /** Why the value cannot be had at all (a metric outside the common set), before any note. */
  reason?: string | null;
}) {
  const text = value === null ? (reason ?? valueNoteText(note)) : null;
  if (text === null) return <>{formatMetricValue(value, displayType)}</>;
  return (
    <Tooltip label={text} withArrow>
      {/* A button, so a keyboard user can reach the dash and read why it is missing. */}
      <UnstyledButton aria-label={text} style={{ cursor: 'help', font: 'inherit' }}>
        {MISSING_VALUE}
      </UnstyledButton>
    </Tooltip>
  );
}
