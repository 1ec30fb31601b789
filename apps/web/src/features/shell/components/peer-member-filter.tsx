import type { GroupSummary } from '@app/core/api/groups';
import { MAX_PEER_INSTITUTIONS } from '@app/core/domain/shell-constants';
import { Button, Checkbox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGroupMembers } from '../../../api/groups/get-group-members';
import {
  masterState,
  membersOfFilter,
  toggleAll,
  toggleMember,
  type PeerInstitution,
} from '../../../selection/peer-rules';

/**
 * The Select Peer modal's second view: one group's members, ticked to narrow the group (or to
 * compare up to 3 in multi mode), or one of them selected as the peer.
 */
export function MemberFilter({
  subjectIid,
  group,
  multi,
  initial,
  onBack,
  onChooseGroup,
  onChooseInstitution,
  onChooseInstitutions,
}: {
  subjectIid: number;
  group: GroupSummary;
  multi: boolean;
  /** Selected iids to start from; null means all members (multi mode: none). */
  initial: number[] | null;
  onBack: () => void;
  onChooseGroup: (members: number[] | null) => void;
  onChooseInstitution: (institution: PeerInstitution) => void;
  onChooseInstitutions: (institutions: PeerInstitution[]) => void;
}) {
  const members = useGroupMembers(subjectIid, group.groupId);
  const limit = multi ? MAX_PEER_INSTITUTIONS : Infinity;
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const memberIids = (members.data ?? []).map((m) => m.iid);
  const effective =
    selected ??
    new Set((initial ?? (multi ? [] : memberIids)).filter((iid) => memberIids.includes(iid)));
  const state = masterState(memberIids, effective);

  if (members.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label="Loading institutions" />
      </Group>
    );
  }
  if (members.isError) {
    return <Text c="red">The institutions of this group could not be loaded.</Text>;
  }

  const apply = () => {
    if (multi) {
      onChooseInstitutions(
        members.data
          .filter((m) => effective.has(m.iid))
          .map((m) => ({ iid: m.iid, label: m.label })),
      );
    } else {
      onChooseGroup(membersOfFilter(memberIids, effective));
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button variant="subtle" size="xs" px={0} onClick={onBack}>
          ← All peer groups
        </Button>
        <Text size="sm" c="dimmed">
          {multi
            ? `${effective.size} of ${MAX_PEER_INSTITUTIONS} chosen`
            : `${effective.size} of ${memberIids.length} selected`}
        </Text>
      </Group>
      <Checkbox
        label={multi ? `Select the first ${MAX_PEER_INSTITUTIONS}` : 'Select all'}
        checked={
          multi
            ? effective.size >= Math.min(limit, memberIids.length) && effective.size > 0
            : state === 'all'
        }
        indeterminate={multi ? false : state === 'some'}
        onChange={() => setSelected(toggleAll(memberIids, effective, limit))}
        fw={600}
      />
      <ScrollArea.Autosize mah={360} type="auto" scrollbars="y">
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Institutions"
        >
          {members.data.map((member) => (
            <Group key={member.iid} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                label={member.label}
                checked={effective.has(member.iid)}
                onChange={() => setSelected(toggleMember(effective, member.iid, limit))}
              />
              {!multi && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Select ${member.label} as the peer`}
                  onClick={() => onChooseInstitution({ iid: member.iid, label: member.label })}
                >
                  Select
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Cancel
        </Button>
        <Button onClick={apply} disabled={effective.size === 0}>
          {multi ? 'Compare These' : 'Apply Filter'}
        </Button>
      </Group>
    </Stack>
  );
}
