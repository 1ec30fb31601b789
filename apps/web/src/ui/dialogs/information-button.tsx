import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { InformationDialog } from './information-dialog';

type InformationButtonProps = {
  /** The dialog id: a metric id or a widget id of the server's dialog texts. */
  id: string;
  /** What the information is about, for the button's accessible name. */
  label: string;
};

/** The "i" icon of charts, tiles and sections that opens their information dialog. */
export function InformationButton({ id, label }: InformationButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        radius="xl"
        aria-label={`About ${label}`}
        onClick={() => setOpened(true)}
        data-print-hidden
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
          <circle cx="8" cy="4.75" r="1" fill="currentColor" />
        </svg>
      </ActionIcon>
      <InformationDialog id={id} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
