import type { InstitutionSummary } from '@app/core/api/institutions';
import { Box, Text } from '@mantine/core';
import { closedNote } from '../utils/closed-note';

/** An institution's label, and under it "Last filed in …" when it has closed. */
export function InstitutionName({
  institution,
  strong = false,
}: {
  institution: InstitutionSummary;
  strong?: boolean;
}) {
  const note = closedNote(institution);
  return (
    <Box miw={0}>
      <Text size="sm" fw={strong ? 600 : 400} truncate="end">
        {institution.label}
      </Text>
      {note && (
        <Text size="xs" c="orange.8">
          {note}
        </Text>
      )}
    </Box>
  );
}
