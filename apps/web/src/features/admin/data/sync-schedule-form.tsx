import type { ImportSource } from '@app/core/api/admin/data';
import {
  SYNC_EVERY_DAYS_RANGE,
  SYNC_WINDOW_DAYS_RANGE,
  type SyncOverview,
  type SyncSchedule,
} from '@app/core/api/admin/data-sync';
import { Button, Checkbox, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { NoticeAlert } from '../../../ui/notice-alert';
import { saveSyncSchedule } from './api/sync';

type Draft = Omit<SyncSchedule, 'windowDays' | 'windowEveryDays' | 'otherEveryDays'> & {
  windowDays: number | string;
  windowEveryDays: number | string;
  otherEveryDays: number | string;
};

const range = (r: { min: number; max: number }) => `${r.min} to ${r.max} days`;

/** The schedule the platform admin sets: which sources, and how often in and out of the windows. */
export function SyncScheduleForm({
  overview,
  onSaved,
}: {
  overview: SyncOverview;
  onSaved: () => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(overview.schedule);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // In the order of the sources table.
  const order: ImportSource[] = overview.sources.map((s) => s.source);

  const save = async () => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const saved = await saveSyncSchedule({
        ...draft,
        windowDays: Number(draft.windowDays),
        windowEveryDays: Number(draft.windowEveryDays),
        otherEveryDays: Number(draft.otherEveryDays),
      });
      setDraft(saved.schedule);
      await onSaved();
      setNotice('Saved. Every server follows the new schedule from its next check.');
    } catch (failure) {
      setError(messageOf(failure, 'The schedule could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  const days = (
    key: 'windowDays' | 'windowEveryDays' | 'otherEveryDays',
    label: string,
    limits: { min: number; max: number },
  ) => (
    <NumberInput
      label={label}
      description={range(limits)}
      value={draft[key]}
      onChange={(value) => setDraft({ ...draft, [key]: value })}
      allowDecimal={false}
      // The server names the accepted values; clamping on blur would hide the mistake.
      clampBehavior="none"
      min={limits.min}
      max={limits.max}
    />
  );

  return (
    <Stack gap="sm" maw={560} component="section" aria-labelledby="sync-schedule-title">
      <Title order={3} fz="h5" id="sync-schedule-title">
        Schedule
      </Title>
      <Switch
        label="Sync on a schedule"
        checked={draft.enabled}
        onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
      />
      <Checkbox.Group
        label="Sources on the schedule"
        value={draft.sources}
        onChange={(value) =>
          setDraft({
            ...draft,
            sources: order.filter((s) => value.includes(s)),
          })
        }
      >
        <Group gap="md" mt={4}>
          {overview.sources.map(({ source, title }) => (
            <Checkbox key={source} value={source} label={title} />
          ))}
        </Group>
      </Checkbox.Group>
      {days('windowDays', 'Busy days after each filing deadline', SYNC_WINDOW_DAYS_RANGE)}
      {days('windowEveryDays', 'In those days, sync every', SYNC_EVERY_DAYS_RANGE)}
      {days('otherEveryDays', 'Otherwise, sync every', SYNC_EVERY_DAYS_RANGE)}
      <Text size="xs" c="dimmed">
        Filing deadlines: call reports (FFIEC, FDIC) 30 days after the quarter ends; NCUA the last
        day of the month after it; FRED rates the quarter&apos;s end.
      </Text>
      <ErrorAlert error={error} />
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Group>
        <Button onClick={() => void save()} loading={busy}>
          Save schedule
        </Button>
      </Group>
    </Stack>
  );
}
