import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { rowIndent } from '../utils/summary-sections';

type SummaryRowTitleProps = {
  id: string;
  title: string;
  information: string;
  level: number;
  open: boolean;
  drawerId: string;
  onToggle: () => void;
};

/**
 * The first cell of a summary row: the row title as a button (the row opens its drawer; a
 * button makes that reachable by keyboard), indented by level (spec 3), and rowInformation as
 * an info tooltip that keyboard focus opens too.
 */
export function SummaryRowTitle({
  id,
  title,
  information,
  level,
  open,
  drawerId,
  onToggle,
}: SummaryRowTitleProps) {
  return (
    <Group gap={6} wrap="nowrap" style={{ paddingLeft: rowIndent(level) }}>
      <UnstyledButton
        id={id}
        onClick={(event) => {
          // The row's own click handler would toggle a second time.
          event.stopPropagation();
          onToggle();
        }}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        style={{ textAlign: 'left' }}
      >
        <Text
          size="sm"
          fw={level === 0 ? 600 : 400}
          c="ocean.8"
          td={open ? 'underline' : undefined}
        >
          {title}
        </Text>
      </UnstyledButton>
      {information !== '' && (
        <Tooltip
          label={information}
          multiline
          w={320}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text
            component="button"
            type="button"
            aria-label={`About ${title}: ${information}`}
            c="gray.7"
            fz="xs"
            onClick={(event) => event.stopPropagation()}
            // A tooltip nobody can open on paper: the ⓘ is left out of print (issue 23).
            data-print-hidden
            style={{
              cursor: 'help',
              background: 'none',
              padding: 0,
              border: '1px solid currentColor',
              borderRadius: '50%',
              width: 14,
              height: 14,
              lineHeight: '12px',
              textAlign: 'center',
              flexShrink: 0,
              fontWeight: 700,
            }}
          >
            i
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
