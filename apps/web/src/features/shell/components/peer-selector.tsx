import { formatCount } from '@app/core/format/format-count';
import type { UserState } from '@app/core/api/auth';
import { GROUP_TYPES, type GroupSummary } from '@app/core/api/groups';
import { MAX_PEER_INSTITUTIONS, PEER_MODAL_CLOSE_MS } from '@app/core/domain/shell-constants';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useGroupMembers } from '../../../api/groups/get-group-members';
import {
  canFilter,
  masterState,
  membersOfFilter,
  peerInstitutionsLabel,
  peerLabel,
  toggleAll,
  toggleMember,
  type PeerInstitution,
} from '../../../selection/peer-rules';
import { selectionStore } from '../../../selection/selection-store';
import { useSelection } from '../../../selection/use-selection';
import { ChevronDownIcon } from './chevron-down-icon';

const GROUP_TYPE_LABELS: Record<number, string> = {
  [GROUP_TYPES.custom]: 'Custom',
  [GROUP_TYPES.provider]: 'Provider',
  [GROUP_TYPES.aggregate]: 'Aggregate',
};

type PeerSelectorProps = {
  user: UserState;
  /** Multi-institution mode (competitor watch): up to 3 institutions instead of a group. */
  multi?: boolean;
};

/**
 * spec 1 section 2 and spec 2 section 2.15: a button showing the current peer; a modal titled
 * Select Peer (the group name while filtering its members). Choosing closes the modal, which
 * takes 600 ms to fade out.
 */
export function PeerSelector({ user, multi = false }: PeerSelectorProps) {
  const selection = useSelection(user);
  const [opened, setOpened] = useState(false);
  const [filtering, setFiltering] = useState<GroupSummary | null>(null);
  const subject = selection.institution;

  const close = () => setOpened(false);
  const label = multi
    ? peerInstitutionsLabel(selection.peerInstitutions)
    : peerLabel(selection.peer);
  const ready = selection.groupsStatus === 'ready' && subject !== null;

  return (
    <>
      <Button
        variant="default"
        size="sm"
        rightSection={<ChevronDownIcon />}
        onClick={() => setOpened(true)}
        disabled={!ready}
        loading={selection.groupsStatus === 'loading'}
        data-tour="peer-selector"
        data-print-hidden
        aria-label={`Peer: ${label}. Select Peer`}
        // Two peer institutions' names are longer than a phone: the label ends in an ellipsis
        // rather than widen the page (the full names are in the accessible name and the modal).
        styles={{
          root: { maxWidth: '100%' },
          inner: { minWidth: 0 },
          label: { display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      >
        <Text span size="sm" c="dimmed" mr={6}>
          Peer:
        </Text>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={filtering ? filtering.name : 'Select Peer'}
        size="lg"
        transitionProps={{ transition: 'fade', duration: 200, exitDuration: PEER_MODAL_CLOSE_MS }}
        onExitTransitionEnd={() => setFiltering(null)}
      >
        {subject && filtering ? (
          <MemberFilter
            key={filtering.groupId}
            subjectIid={subject.iid}
            group={filtering}
            multi={multi}
            initial={
              multi
                ? selection.peerInstitutions.map((i) => i.iid)
                : selection.peer?.group.groupId === filtering.groupId
                  ? selection.peer.members
                  : null
            }
            onBack={() => setFiltering(null)}
            onChooseGroup={(members) => {
              selectionStore.choosePeer({ group: filtering, members, institution: null });
              close();
            }}
            onChooseInstitution={(institution) => {
              selectionStore.choosePeer({ group: filtering, members: null, institution });
              close();
            }}
            onChooseInstitutions={(institutions) => {
              selectionStore.setPeerInstitutions(institutions);
              close();
            }}
          />
        ) : (
          <GroupList
            groups={selection.groups}
            currentGroupId={multi ? null : (selection.peer?.group.groupId ?? null)}
            multi={multi}
            onChoose={(group) => {
              selectionStore.choosePeer({ group, members: null, institution: null });
              close();
            }}
            onFilter={setFiltering}
          />
        )}
      </Modal>
    </>
  );
}

function GroupList({
  groups,
  currentGroupId,
  multi,
  onChoose,
  onFilter,
}: {
  groups: GroupSummary[];
  currentGroupId: number | null;
  multi: boolean;
  onChoose: (group: GroupSummary) => void;
  onFilter: (group: GroupSummary) => void;
}) {
  if (groups.length === 0) {
    return <Text c="dimmed">No peer groups are available for this institution.</Text>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {multi
          ? `Pick up to ${MAX_PEER_INSTITUTIONS} institutions from a group to compare side by side. `
          : "Select a group, or filter a group's members to narrow it or to pick one institution. "}
        {groups.some((group) => !canFilter(group)) &&
          'Aggregate groups (national, state and asset size) cannot be filtered.'}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Peer groups"
      >
        {groups.map((group) => (
          <Paper
            key={group.groupId}
            component="li"
            withBorder
            p="sm"
            bg={group.groupId === currentGroupId ? 'ocean.0' : undefined}
            aria-current={group.groupId === currentGroupId ? 'true' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{group.name}</Text>
                  <Badge size="xs" variant="light" color="gray">
                    {GROUP_TYPE_LABELS[group.groupType]}
                  </Badge>
                </Group>
                {group.displayDescription && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {group.displayDescription}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatCount(group.institutionCount, 'institution')}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                {canFilter(group) && (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onFilter(group)}
                    aria-label={
                      multi ? `Choose institutions of ${group.name}` : `Filter ${group.name}`
                    }
                  >
                    {multi ? 'Choose institutions' : 'Filter'}
                  </Button>
                )}
                {!multi && (
                  <Button
                    size="xs"
                    onClick={() => onChoose(group)}
                    aria-label={`Select ${group.name}`}
                  >
                    Select
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function MemberFilter({
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
