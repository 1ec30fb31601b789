import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { INSTITUTION_SEARCH_MIN_LENGTH } from '@app/core/api/institutions';
import { favoritesHeading } from '@app/core/api/user-institutions';
import {
  Box,
  Button,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { useInstitutionSearch } from '../../../api/institutions/search-institutions';
import {
  useAddFavorite,
  useRemoveUserInstitution,
  useUserInstitutions,
} from '../../../api/institutions/user-institutions';
import { useSelection } from '../../../selection/use-selection';
import { ChevronDownIcon } from './chevron-down-icon';
import { InstitutionName } from './institution-name';
import classes from './institution-switcher.module.css';
import { SwitcherFavorites } from './switcher-favorites';
import { SwitcherSearchResults } from './switcher-search-results';
import { useDelayedSwitch } from './use-delayed-switch';

const INCLUDE_CLOSED = { includeClosed: true };

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
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<InstitutionSummary | null>(null);
  const [debounced] = useDebouncedValue(text, 250);
  // Closed institutions too, marked "Last filed in MMM yyyy": a MULTI user looks back at them.
  const search = useInstitutionSearch(debounced, INCLUDE_CLOSED);
  const favorites = useUserInstitutions(opened);
  const addFavorite = useAddFavorite();
  const removeFavorite = useRemoveUserInstitution();
  const switchLater = useDelayedSwitch(user);

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
    switchLater(institution);
  };

  const searching = text.trim().length >= INSTITUTION_SEARCH_MIN_LENGTH;
  const settled = debounced.trim() === text.trim();
  const results = searching && settled ? (search.data ?? []) : [];

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
            <SwitcherSearchResults
              results={results}
              chosen={chosen}
              onChoose={setChosen}
              settled={!search.isFetching && settled}
            />
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
          <SwitcherFavorites
            heading={favoritesHeading(user.organizationType)}
            list={favorites.data}
            pending={favorites.isPending}
            current={current}
            onSwitch={switchTo}
            onRemove={(iid) => removeFavorite.mutate(iid)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
