import type { Rate } from '@app/core/api/rates';
import { useMemo } from 'react';
import type { PickerItem } from './picker-search';
import { SearchPicker } from './search-picker';

type RatePickerProps = {
  /** Which picker of the page this is: opening one closes the others (open-picker-store). */
  pickerId?: string;
  label?: string;
  /** undefined while loading. */
  rates: readonly Rate[] | undefined;
  selectedId: string | null;
  onSelect: (rateId: string) => void;
  disabled?: boolean;
};

/**
 * The rate picker of the correlation screen, grouped by rate category and searched by rateName
 * (spec 2 sections 2.7 and 5).
 */
export function RatePicker({
  pickerId = 'rate',
  label = 'Rate',
  rates,
  selectedId,
  onSelect,
  disabled,
}: RatePickerProps) {
  const items = useMemo(
    () =>
      rates?.map((rate): PickerItem => ({
        id: rate.rateId,
        title: rate.rateName,
        category: rate.category,
      })),
    [rates],
  );
  return (
    <SearchPicker
      label={label}
      items={items}
      selectedId={selectedId}
      onSelect={(item) => onSelect(item.id)}
      pickerId={pickerId}
      disabled={disabled}
    />
  );
}
