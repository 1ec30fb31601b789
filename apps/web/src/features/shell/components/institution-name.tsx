import type { InstitutionSummary } from '@app/core/api/institutions';
import { Box, Text } from '@mantine/core';
import { institutionStatusNote } from '@app/core/format/institution-status';

/**
 * An institution's label, and under it what became of it: "Merged into X in Q4 2024",
 * "Now a bank: X" or "Last filed in Dec 2023".
 */
export function InstitutionName({
  institution,
  strong = false,
}: {
  institution: InstitutionSummary;
  strong?: boolean;
}) {
  const note = institutionStatusNote(institution);
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
