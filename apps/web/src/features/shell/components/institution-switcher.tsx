import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { INSTITUTION_SEARCH_MIN_LENGTH } from '@app/core/api/institutions';
import { favoritesHeading } from '@app/core/api/user-institutions';
import { INSTITUTION_SWITCH_DELAY_MS } from '@app/core/domain/shell-constants';
import {
  Box,
  Button,
  CloseButton,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  useAddFavorite,
  useRemoveUserInstitution,
  useUserInstitutions,
} from '../../../api/institutions/user-institutions';
import { afterInstitutionSwitch } from '../../../api/invalidations';
import { selectionStore } from '../../../selection/selection-store';
import { useSelection } from '../../../selection/use-selection';
import { useInstitutionSearch } from '../../../api/institutions/search-institutions';
import { closedNote } from '../utils/closed-note';
import { ChevronDownIcon } from './chevron-down-icon';
import classes from './institution-switcher.module.css';

const INCLUDE_CLOSED = { includeClosed: true };

function InstitutionName({
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

/**
 * spec 1 section 2: the institution switcher, for MULTI organizations only (others see their
 * institution's name). Search (3 characters), My Favorites (My Banks for HOLD), Switch To, Add
 * to Favorites, Clear Selection, remove a favourite; switching closes the panel and sets the
 * institution 300 ms later, recording the visit.
 */
export function InstitutionSwitcher({ user }: { user: UserState }) {
  const selection = useSelection(user);
  const current = selection.institution;

  if (user.organizationType !== 'MULTI') {
    if (!current) return null;
    return (
      <Box data-tour="institution-selector" data-print-hidden>
        <InstitutionName institution={current} strong />
      </Box>
    );
  }
  return <SwitcherPanel user={user} current={current} loading={selection.status === 'loading'} />;
}

function SwitcherPanel({
  user,
  current,
  loading,
}: {
  user: UserState;
  current: InstitutionSummary | null;
  loading: boolean;
}) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<InstitutionSummary | null>(null);
  const [debounced] = useDebouncedValue(text, 250);
  // Closed institutions too, marked "Last filed in MMM yyyy": a MULTI user looks back at them.
  const search = useInstitutionSearch(debounced, INCLUDE_CLOSED);
  const favorites = useUserInstitutions(opened);
  const addFavorite = useAddFavorite();
  const removeFavorite = useRemoveUserInstitution();
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const heading = favoritesHeading(user.organizationType);

  useEffect(
    () => () => {
      if (switchTimer.current) clearTimeout(switchTimer.current);
    },
    [],
  );

  // spec 1 section 4: closing clears the selection and the search text.
  const close = () => {
    setOpened(false);
    setText('');
    setChosen(null);
  };
  // Esc closes the panel even when focus has left it (e.g. a removed favourite's button).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  const switchTo = (institution: InstitutionSummary) => {
    close();
    if (switchTimer.current) clearTimeout(switchTimer.current);
    switchTimer.current = setTimeout(() => {
      void selectionStore
        .selectInstitution(user, institution, { recordViewed: true })
        .then((visited) => afterInstitutionSwitch(queryClient, visited));
    }, INSTITUTION_SWITCH_DELAY_MS);
  };

  const searching = text.trim().length >= INSTITUTION_SEARCH_MIN_LENGTH;
  const results = searching && debounced.trim() === text.trim() ? (search.data ?? []) : [];
  const favoriteList = (favorites.data ?? []).filter((i) => i.isFavorite);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      onDismiss={close}
      position="bottom-start"
      // Never wider than a phone screen (less the page margin); 440 px where there is room.
      width="min(440px, calc(100vw - 24px))"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          onClick={() => (opened ? close() : setOpened(true))}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-label={`Institution: ${current?.label ?? 'none'}. Switch institution`}
          data-tour="institution-selector"
          data-print-hidden
        >
          <Group gap="xs" wrap="nowrap">
            {current ? (
              <InstitutionName institution={current} strong />
            ) : (
              <Text size="sm" c="dimmed">
                {loading ? 'Loading institution…' : 'Choose an institution'}
              </Text>
            )}
            <ChevronDownIcon />
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <TextInput
            label="Search institutions"
            placeholder={`Type ${INSTITUTION_SEARCH_MIN_LENGTH} or more characters`}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setChosen(null);
            }}
            rightSection={search.isFetching && searching ? <Loader size="xs" /> : null}
            data-autofocus
          />
          {searching && (
            <ScrollArea.Autosize mah={220} type="auto" scrollbars="y">
              <Stack gap={2} role="listbox" aria-label="Search results">
                {results.map((institution) => (
                  <UnstyledButton
                    key={institution.iid}
                    role="option"
                    aria-selected={chosen?.iid === institution.iid}
                    className={classes.option}
                    onClick={() => setChosen(institution)}
                  >
                    <InstitutionName institution={institution} />
                  </UnstyledButton>
                ))}
                {!search.isFetching && debounced.trim() === text.trim() && results.length === 0 && (
                  <Text size="sm" c="dimmed" p="xs">
                    No institutions found
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Group gap="xs">
            <Button size="xs" disabled={!chosen} onClick={() => chosen && switchTo(chosen)}>
              Switch To
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!chosen}
              loading={addFavorite.isPending}
              onClick={() => chosen && addFavorite.mutate(chosen.iid)}
            >
              Add to Favorites
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                setChosen(null);
                setText('');
              }}
            >
              Clear Selection
            </Button>
          </Group>
          <Divider />
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" id="favorites-heading">
            {heading}
          </Text>
          <Stack
            gap={2}
            component="ul"
            aria-labelledby="favorites-heading"
            className={classes.list}
          >
            {favorites.isPending && <Loader size="xs" />}
            {!favorites.isPending && favoriteList.length === 0 && (
              <Text size="sm" c="dimmed" component="li">
                No favorites yet. Search for an institution and choose Add to Favorites.
              </Text>
            )}
            {favoriteList.map((institution) => (
              <Group key={institution.iid} component="li" gap="xs" wrap="nowrap">
                <UnstyledButton
                  className={classes.option}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-current={current?.iid === institution.iid ? 'true' : undefined}
                  aria-label={`Switch to ${institution.label}`}
                  onClick={() => switchTo(institution)}
                >
                  <InstitutionName institution={institution} />
                </UnstyledButton>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${institution.label} from ${heading}`}
                  onClick={() => removeFavorite.mutate(institution.iid)}
                />
              </Group>
            ))}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
