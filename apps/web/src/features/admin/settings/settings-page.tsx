import {
  NMD_SIGNIFICANT_EVENT_RANGE,
  NMD_TRUNCATION_RANGE,
  type NmdSettingsView,
} from '@app/core/api/admin/data';
import {
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterNmdSettingsChange } from '../../../api/invalidations';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { NoticeAlert } from '../../../ui/notice-alert';
import { AdminScreen } from '../console/admin-screen';
import { saveNmdSettings, useNmdSettings } from './api/nmd-settings';

type Draft = {
  nmd_trunct: number | string;
  nmd_sig_event_ind: number | string;
  StartNmdReportDate: string | null;
  CurrentNmdReportDate: string | null;
};

const draftOf = (view: NmdSettingsView): Draft => ({
  nmd_trunct: view.settings.nmd_trunct ?? '',
  nmd_sig_event_ind: view.settings.nmd_sig_event_ind ?? '',
  StartNmdReportDate: view.settings.StartNmdReportDate ?? null,
  CurrentNmdReportDate: view.settings.CurrentNmdReportDate ?? null,
});

function NmdSettingsForm({ view }: { view: NmdSettingsView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dates = [...view.reportDates].reverse();
  const truncation = Number(draft.nmd_trunct);

  const save = async () => {
    setError(null);
    setNotice(null);
    if (!draft.StartNmdReportDate || !draft.CurrentNmdReportDate)
      return setError('Choose the first and the current quarter.');
    setBusy(true);
    try {
      const saved = await saveNmdSettings({
        nmd_trunct: Number(draft.nmd_trunct),
        nmd_sig_event_ind: Number(draft.nmd_sig_event_ind),
        StartNmdReportDate: draft.StartNmdReportDate,
        CurrentNmdReportDate: draft.CurrentNmdReportDate,
      });
      setDraft(draftOf(saved));
      await afterNmdSettingsChange(queryClient);
      setNotice('Saved. The deposit pages use the new settings now.');
    } catch (failure) {
      setError(messageOf(failure, 'The settings could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="nmd-settings-title">
      <Stack gap="sm" maw={520}>
        <Title order={2} fz="h4" id="nmd-settings-title">
          Non-Maturity Deposits
        </Title>
        <NumberInput
          label="Decay truncation point (nmd_trunct), in quarters"
          description={
            `${NMD_TRUNCATION_RANGE.min} to ${NMD_TRUNCATION_RANGE.max} quarters` +
            (Number.isFinite(truncation) && draft.nmd_trunct !== ''
              ? `: the decay page offers a ${truncation / 4} year truncation point`
              : '')
          }
          value={draft.nmd_trunct}
          onChange={(value) => setDraft({ ...draft, nmd_trunct: value })}
          allowDecimal={false}
          // The server names the accepted values; clamping on blur would hide the mistake.
          clampBehavior="none"
          min={NMD_TRUNCATION_RANGE.min}
          max={NMD_TRUNCATION_RANGE.max}
        />
        <NumberInput
          label="Significant event (nmd_sig_event_ind), quarterly growth as a fraction"
          description={`${NMD_SIGNIFICANT_EVENT_RANGE.min} to ${NMD_SIGNIFICANT_EVENT_RANGE.max} (0.2 = 20%)`}
          value={draft.nmd_sig_event_ind}
          onChange={(value) => setDraft({ ...draft, nmd_sig_event_ind: value })}
          decimalScale={4}
          step={0.01}
          clampBehavior="none"
          min={NMD_SIGNIFICANT_EVENT_RANGE.min}
          max={NMD_SIGNIFICANT_EVENT_RANGE.max}
        />
        <Select
          label="First quarter of the deposit pages (StartNmdReportDate)"
          data={dates}
          value={draft.StartNmdReportDate}
          onChange={(value) => setDraft({ ...draft, StartNmdReportDate: value })}
          searchable
          nothingFoundMessage="Not a quarter held"
        />
        <Select
          label="Current quarter of the deposit pages (CurrentNmdReportDate)"
          data={dates}
          value={draft.CurrentNmdReportDate}
          onChange={(value) => setDraft({ ...draft, CurrentNmdReportDate: value })}
          searchable
          nothingFoundMessage="Not a quarter held"
        />
        <Text size="xs" c="dimmed">
          Every import sets the first and current quarter to the quarters held; change them here to
          show a shorter window.
        </Text>
        <ErrorAlert error={error} />
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Group>
          <Button onClick={() => void save()} loading={busy}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Screen 10, System settings: the deposit pages' settings, effective at once everywhere. */
export function SettingsPage() {
  const view = useNmdSettings();
  return (
    <AdminScreen
      title="System settings"
      description="Settings every user's pages read. A change holds at once, on every server."
    >
      {view.isPending && <Loader size="sm" aria-label="Loading the settings" />}
      <ErrorAlert error={view.error ? 'The settings could not be loaded.' : null} />
      {view.data && <NmdSettingsForm view={view.data} />}
    </AdminScreen>
  );
}
