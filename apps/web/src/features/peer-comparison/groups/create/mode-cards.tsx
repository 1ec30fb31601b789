import type { InstitutionType } from '@app/core/domain/products';
import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { CreateMode } from './peer-group-model';

const DESCRIPTIONS: Record<CreateMode, string> = {
  similar:
    'An automated search for institutions with similar loans, deposits and total assets at a point in time, aiming at small groups and consistent inclusion criteria.',
  targeted:
    'Choose criteria such as asset size, loan concentration and profitability; suited to an aspirational group.',
  distinct: 'Pick the institutions of the group by name.',
};

const TITLES: Record<CreateMode, string> = {
  similar: 'Similar',
  targeted: 'Targeted',
  distinct: 'Distinct',
};

/** spec 2 section 2.12: the three ways to build a group, chosen once until discarded. */
export function ModeCards({
  institutionType,
  mode,
  disabled,
  onChoose,
}: {
  institutionType: InstitutionType;
  mode: CreateMode | null;
  disabled: boolean;
  onChoose: (mode: CreateMode) => void;
}) {
  const noun = institutionType === 'bank' ? 'Banks' : 'Credit Unions';
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {(['similar', 'targeted', 'distinct'] as const).map((option) => {
        const chosen = mode === option;
        return (
          <UnstyledButton
            key={option}
            onClick={() => onChoose(option)}
            disabled={disabled || mode !== null}
            aria-pressed={chosen}
            style={{ opacity: mode !== null && !chosen ? 0.55 : 1 }}
          >
            <Paper
              withBorder
              p="md"
              h="100%"
              style={chosen ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : {}}
            >
              <Text fw={700} mb={4}>
                {TITLES[option]} {noun}
              </Text>
              <Text fz="sm" c="dimmed">
                {DESCRIPTIONS[option]}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
