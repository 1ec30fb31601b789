import { Button, CloseButton, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  filterPickerItems,
  groupPickerItems,
  isActiveSearch,
  type PickerItem,
} from './picker-search';
import classes from './search-picker.module.css';
import { useOpenPicker } from './open-picker-store';

export type SearchPickerProps<T extends PickerItem> = {
  /** What is picked, e.g. 'Metric' or 'Rate': the button's and the search box's name. */
  label: string;
  /** undefined while loading. */
  items: readonly T[] | undefined;
  selectedId: string | null;
  onSelect: (item: T) => void;
  /**
   * Which picker of the page this is: opening one closes the others (spec 2 section 4,
   * "Metric and rate pickers"; open-picker-store).
   */
  pickerId: string;
  disabled?: boolean;
};

const ARROW = { open: '▾', closed: '▸' } as const;

/** What a locked entry says: the plan that opens it. */
export const LOCKED_NOTE = 'Upgrade to Standard';

/**
 * A picker with a search box and a category-grouped list (spec 2 sections 2.4, 2.7, 2.8 and 4):
 * the search filters from 3 characters on word starts (picker-search.ts) and then opens every
 * category; otherwise category headers toggle, the chosen item's category starting open. The
 * header is hidden when there is only one category. Everything is a button or a text box, so
 * Tab reaches it; Escape closes the list and returns to the picker's button.
 */
export function SearchPicker<T extends PickerItem>({
  label,
  items,
  selectedId,
  onSelect,
  pickerId,
  disabled = false,
}: SearchPickerProps<T>) {
  const [opened, onOpenChange] = useOpenPicker(pickerId);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const selected = items?.find((item) => item.id === selectedId) ?? null;
  const searching = isActiveSearch(query);
  const groups = groupPickerItems(filterPickerItems(items ?? [], query));
  const showHeaders = groupPickerItems(items ?? []).length > 1;

  // A category is open when it holds the chosen item, unless the user toggled it (toggling
  // flips the default); every category is open while a search is active.
  const isOpen = (category: string) =>
    searching || !showHeaders || (category === selected?.category) !== toggled.has(category);

  const toggle = (category: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  const close = () => {
    onOpenChange(false);
    setQuery('');
    buttonRef.current?.focus();
  };

  const choose = (item: T) => {
    onSelect(item);
    close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    // Escape from the button, the search box or a choice bubbles up to here; the wrapper only
    // catches it, so it is presentation (the pattern jsx-a11y names for bubbled events).
    <div className={classes.root} role="presentation" onKeyDown={onKeyDown}>
      <Text component="div" size="xs" fw={600} c="gray.7" mb={2}>
        {label}
      </Text>
      <Button
        ref={buttonRef}
        variant="default"
        fullWidth
        justify="space-between"
        className={classes.button}
        rightSection={
          <span aria-hidden="true" className={classes.arrow}>
            {opened ? ARROW.open : ARROW.closed}
          </span>
        }
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        aria-label={`${label}: ${selected?.title ?? (items ? 'none chosen' : 'Loading...')}`}
        disabled={disabled || !items}
        onClick={() => (opened ? close() : onOpenChange(true))}
        styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      >
        {selected?.title ?? (items ? `Choose a ${label.toLowerCase()}` : 'Loading...')}
      </Button>
      {opened && (
        <div id={panelId} className={classes.panel}>
          <TextInput
            m={8}
            size="xs"
            aria-label={`Search ${label.toLowerCase()}`}
            placeholder="Start typing to search"
            value={query}
            data-autofocus
            autoFocus
            onChange={(event) => setQuery(event.currentTarget.value)}
            rightSection={
              query ? (
                <CloseButton size="sm" aria-label="Clear Search" onClick={() => setQuery('')} />
              ) : null
            }
          />
          <div className={`${classes.list} ${showHeaders ? '' : classes.flat}`}>
            {groups.length === 0 && <div className={classes.empty}>No items found</div>}
            {groups.map((group) => {
              const open = isOpen(group.category);
              const listId = `${panelId}-${group.category}`;
              return (
                <div key={group.category}>
                  {showHeaders && (
                    <button
                      type="button"
                      className={classes.category}
                      aria-expanded={open}
                      aria-controls={open ? listId : undefined}
                      disabled={searching}
                      onClick={() => toggle(group.category)}
                    >
                      <span aria-hidden="true">{open ? ARROW.open : ARROW.closed}</span>
                      {group.category}
                    </button>
                  )}
                  {open && (
                    <ul
                      id={listId}
                      className={classes.items}
                      aria-label={showHeaders ? group.category : label}
                    >
                      {group.items.map((item) => (
                        <li key={item.id}>
                          {item.locked ? (
                            <button
                              type="button"
                              className={`${classes.item} ${classes.locked}`}
                              aria-disabled="true"
                              aria-label={`${item.title}: ${item.lockNote ?? LOCKED_NOTE}`}
                            >
                              {item.title}
                              <span className={classes.lockNote}>
                                {item.lockNote ?? LOCKED_NOTE}
                              </span>
                            </button>
                          ) : (
                            <button
                              type="button"
                              className={classes.item}
                              aria-current={item.id === selectedId ? 'true' : undefined}
                              onClick={() => choose(item)}
                            >
                              {item.title}
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
