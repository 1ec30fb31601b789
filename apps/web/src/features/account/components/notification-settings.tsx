import type { FollowedMetric, Follows, FollowsRequest } from '@app/core/api/notifications';
import {
  Alert,
  Checkbox,
  CloseButton,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { useGroups } from '../../../api/groups/get-groups';
import { afterFollowsChange } from '../../../api/invalidations';
import { useMetricList } from '../../../api/metrics/get-metric-list';
import { followsRequestOf } from '../../../api/notifications/follows-request';
import { useFollows } from '../../../api/notifications/get-follows';
import { updateFollows } from '../../../api/notifications/update-follows';
import { InstitutionAutocomplete } from './institution-autocomplete';

/** A number field's value as the API takes it: empty is "not set", never 0. */
const numberOrNull = (value: string | number) =>
  value === '' || value === null ? null : Number(value);

/**
 * The profile's "Notifications" section (issue 25 point 6): the e-mail digest, the followed
 * institutions and metrics, and each metric's alerts. Each change is saved at once.
 */
export function NotificationSettings() {
  const follows = useFollows();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const ownIid = follows.data?.ownInstitution?.iid ?? null;
  const metrics = useMetricList('trend', ownIid);
  const groups = useGroups(ownIid, ownIid !== null);
  const customGroups = (groups.data ?? []).filter((g) => g.editable);
  if (!follows.data) return null;
  const data = follows.data;
  const save = async (change: Partial<FollowsRequest>) => {
    setError(null);
    try {
      afterFollowsChange(queryClient, await updateFollows(followsRequestOf(data, change)));
    } catch (e) {
      setError(messageOf(e, 'Your settings could not be saved.'));
    }
  };
  const setMetric = (metricId: string, change: Partial<FollowedMetric>) =>
    save({
      metrics: data.metrics.map((m) => (m.metricId === metricId ? { ...m, ...change } : m)),
    });
  const titleOf = (id: string) => metrics.data?.find((m) => m.metricId === id)?.metricTitle ?? id;
  const available = (metrics.data ?? []).filter(
    (m) => !data.metrics.some((f) => f.metricId === m.metricId),
  );
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Notifications
      </Title>
      <Text size="sm" c="dimmed">
        When a new quarter of call reports is imported, you get one notification (the bell in the
        header) about what you follow.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Switch
        label="Also e-mail me the quarter's digest"
        checked={data.emailDigest}
        onChange={(e) => void save({ emailDigest: e.currentTarget.checked })}
      />
      {data.ownInstitution && (
        <Switch
          label={`Follow my institution (${data.ownInstitution.label})`}
          checked={data.followOwnInstitution}
          onChange={(e) => void save({ followOwnInstitution: e.currentTarget.checked })}
        />
      )}
      <FollowedInstitutions follows={data} save={save} />
      {customGroups.length > 0 && (
        <MultiSelect
          label="Follow the members of your peer groups"
          data={customGroups.map((g) => ({ value: String(g.groupId), label: g.name }))}
          value={data.groups.map(String)}
          onChange={(ids) => void save({ groups: ids.map(Number) })}
        />
      )}
      <Title order={3} fz="h5">
        Metrics and alerts
      </Title>
      {data.metrics.length === 0 && (
        <Text size="sm" c="dimmed">
          No metric followed: the notification shows your return on assets.
        </Text>
      )}
      {data.metrics.map((m) => (
        <Stack key={m.metricId} gap={6} aria-label={`Alerts on ${titleOf(m.metricId)}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {titleOf(m.metricId)}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Stop following ${titleOf(m.metricId)}`}
              onClick={() =>
                void save({ metrics: data.metrics.filter((f) => f.metricId !== m.metricId) })
              }
            />
          </Group>
          <Group gap="sm" align="flex-end">
            <NumberInput
              label="Crosses the value"
              size="xs"
              w={130}
              defaultValue={m.crossesValue ?? ''}
              onBlur={(e) =>
                void setMetric(m.metricId, { crossesValue: numberOrNull(e.currentTarget.value) })
              }
            />
            <NumberInput
              label="Moves more than (bp)"
              size="xs"
              w={150}
              min={0}
              defaultValue={m.moveBp ?? ''}
              onBlur={(e) =>
                void setMetric(m.metricId, { moveBp: numberOrNull(e.currentTarget.value) })
              }
            />
            <NumberInput
              label="Moves more than (%)"
              size="xs"
              w={150}
              min={0}
              defaultValue={m.movePercent ?? ''}
              onBlur={(e) =>
                void setMetric(m.metricId, { movePercent: numberOrNull(e.currentTarget.value) })
              }
            />
            <Checkbox
              label="Changes quintile"
              checked={m.quintileChange}
              onChange={(e) =>
                void setMetric(m.metricId, { quintileChange: e.currentTarget.checked })
              }
            />
          </Group>
        </Stack>
      ))}
      {available.length > 0 && (
        <Select
          label="Follow a metric"
          placeholder="Choose a metric"
          searchable
          value={null}
          data={available.map((m) => ({ value: m.metricId, label: m.metricTitle }))}
          onChange={(metricId) =>
            metricId &&
            void save({
              metrics: [
                ...data.metrics,
                {
                  metricId,
                  crossesValue: null,
                  moveBp: null,
                  movePercent: null,
                  quintileChange: false,
                },
              ],
            })
          }
        />
      )}
    </Stack>
  );
}

function FollowedInstitutions({
  follows,
  save,
}: {
  follows: Follows;
  save: (change: Partial<FollowsRequest>) => Promise<void>;
}) {
  const others = follows.institutionLabels.filter((i) => i.iid !== follows.ownInstitution?.iid);
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        Followed institutions
      </Title>
      {others.length === 0 && (
        <Text size="sm" c="dimmed">
          None besides your own. Add one below, or choose the bell beside a favorite in the
          institution switcher.
        </Text>
      )}
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {others.map((i) => (
          <Group key={i.iid} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm">{i.label}</Text>
            <CloseButton
              size="sm"
              aria-label={`Stop following ${i.label}`}
              onClick={() =>
                void save({ institutions: follows.institutions.filter((iid) => iid !== i.iid) })
              }
            />
          </Group>
        ))}
      </Stack>
      <InstitutionAutocomplete
        label="Follow an institution"
        required={false}
        value={null}
        onBlur={() => undefined}
        onChange={(chosen) =>
          chosen && void save({ institutions: [...follows.institutions, chosen.iid] })
        }
      />
    </Stack>
  );
}
