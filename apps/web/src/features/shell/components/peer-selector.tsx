import type { UserState } from '@app/core/api/auth';
import type { GroupSummary } from '@app/core/api/groups';
import { PEER_MODAL_CLOSE_MS } from '@app/core/domain/shell-constants';
import { Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { peerInstitutionsLabel, peerLabel } from '../../../selection/peer-rules';
import { selectionStore } from '../../../selection/selection-store';
import { useSelection } from '../../../selection/use-selection';
import { ChevronDownIcon } from './chevron-down-icon';
import { GroupList } from './peer-group-list';
import { MemberFilter } from './peer-member-filter';
import { PeerStatisticSelect } from './peer-statistic-select';

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
      {!multi && <PeerStatisticSelect value={selection.statistic} disabled={!ready} />}
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
