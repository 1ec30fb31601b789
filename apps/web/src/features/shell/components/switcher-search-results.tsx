import type { InstitutionSummary } from '@app/core/api/institutions';
import { ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { InstitutionName } from './institution-name';
import classes from './institution-switcher.module.css';

type SwitcherSearchResultsProps = {
  results: readonly InstitutionSummary[];
  chosen: InstitutionSummary | null;
  onChoose: (institution: InstitutionSummary) => void;
  /** The answer is for the text as typed: an empty one may say so. */
  settled: boolean;
};

/** The search's institutions, one of which is chosen for Switch To or Add to Favorites. */
export function SwitcherSearchResults({
  results,
  chosen,
  onChoose,
  settled,
}: SwitcherSearchResultsProps) {
  return (
    <ScrollArea.Autosize mah={220} type="auto" scrollbars="y">
      <Stack gap={2} role="listbox" aria-label="Search results">
        {results.map((institution) => (
          <UnstyledButton
            key={institution.iid}
            role="option"
            aria-selected={chosen?.iid === institution.iid}
            className={classes.option}
            onClick={() => onChoose(institution)}
          >
            <InstitutionName institution={institution} />
          </UnstyledButton>
        ))}
        {settled && results.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            No institutions found
          </Text>
        )}
      </Stack>
    </ScrollArea.Autosize>
  );
}
