import { Button, Checkbox, Group, Paper } from '@mantine/core';
import type { PrintOptions } from './print-options';
import classes from './print-page.module.css';

type PrintToolbarProps = {
  options: PrintOptions;
  onChange: (options: PrintOptions) => void;
  /** The group-list checkbox is offered only when a peer group is chosen. */
  hasPeerGroup: boolean;
};

/**
 * spec 2 section 2.13: the print page's toolbar: Print (the browser's print dialog) and what to
 * include. Hidden on paper (data-print-hidden).
 */
export function PrintToolbar({ options, onChange, hasPeerGroup }: PrintToolbarProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-print-hidden
      role="toolbar"
      aria-label="Print"
      className={classes.toolbar}
    >
      <Group gap="lg">
        <Button onClick={() => window.print()}>Print</Button>
        {hasPeerGroup && (
          <Checkbox
            label="Include list of institutions in peer group"
            checked={options.includeGroupList}
            onChange={(event) =>
              onChange({ ...options, includeGroupList: event.currentTarget.checked })
            }
          />
        )}
        <Checkbox
          label="Include information boxes"
          checked={options.includeInformation}
          onChange={(event) =>
            onChange({ ...options, includeInformation: event.currentTarget.checked })
          }
        />
      </Group>
    </Paper>
  );
}
