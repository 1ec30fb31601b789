import { calendarDayOf, freshnessBanner, nextQuarterLine } from '@app/core/domain/data-freshness';
import { Stack, Text } from '@mantine/core';
import { useDataFreshness } from '../../api/dates/get-report-dates';

type NextQuarterNoteProps = {
  /** Now, given by the caller so that tests can fix it. */
  today: Date;
  timeZone?: string;
};

/**
 * The dashboard's word on the data (issue 25, point 7): how current it is, and when the next
 * quarter's reports are due ("Q4 2026 call reports are due Jan 30, 2027; NCUA 5300 reports
 * Jan 31, 2027"), a due date already past reading "were due". Nothing without data.
 */
export function NextQuarterNote({ today, timeZone }: NextQuarterNoteProps) {
  const sources = useDataFreshness();
  if (!sources.data) return null;
  const banner = freshnessBanner(sources.data, timeZone);
  const next = nextQuarterLine(sources.data, calendarDayOf(today, timeZone));
  if (!banner || !next) return null;
  return (
    <Stack gap={2} data-freshness="">
      <Text size="sm" c="dimmed">
        {banner}
      </Text>
      <Text size="sm" c="dimmed">
        {next}
      </Text>
    </Stack>
  );
}
