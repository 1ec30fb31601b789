import type { AnalysisFrequency } from '@app/core/api/own-deposit-data';
import { SegmentedControl } from '@mantine/core';
import { usePageState } from '../../../product/renderer/use-page-state';
import { useDataSource } from './source-switch';

const isFrequency = (value: unknown): value is AnalysisFrequency =>
  value === 'quarterly' || value === 'monthly';

/**
 * The page's Quarterly/Monthly choice (issue 29), kept in the page state under `key`: own data
 * may be analysed month by month, call reports are quarterly only, so with the call report
 * chosen the frequency is quarterly whatever was picked. Also says whether own data is chosen
 * (the toggle is shown only then).
 */
export function useOwnFrequency(
  key: string,
): [AnalysisFrequency, (value: AnalysisFrequency) => void, boolean] {
  const [source] = useDataSource();
  const ownChosen = source.startsWith('own:');
  const [chosen, setFrequency] = usePageState<AnalysisFrequency>(key, 'quarterly', isFrequency);
  return [ownChosen ? chosen : 'quarterly', setFrequency, ownChosen];
}

/** The Quarterly/Monthly toggle of the decay and Beta Suite pages with own data. */
export function FrequencyToggle({
  label,
  value,
  onChange,
}: {
  /** The radio group's name, e.g. 'Decay frequency'. */
  label: string;
  value: AnalysisFrequency;
  onChange: (value: AnalysisFrequency) => void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v === 'monthly' ? v : 'quarterly')}
      data={[
        { value: 'quarterly', label: 'Quarterly' },
        { value: 'monthly', label: 'Monthly' },
      ]}
    />
  );
}

/**
 * The query's `frequency`: sent only when monthly (quarterly is the API's default), so the
 * quarterly calls stay as they were.
 */
export const frequencyQuery = (frequency: AnalysisFrequency): { frequency?: 'monthly' } =>
  frequency === 'monthly' ? { frequency } : {};
