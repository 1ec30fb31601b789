import { Loader, Text, Title } from '@mantine/core';
import type { PeerChoice } from '../../selection/peer-rules';
import { LoadError } from '../../ui/load-error';
import { useGroupMembers } from '../../api/groups/get-group-members';
import classes from './print-page.module.css';
import { printedGroupMembers } from './printed-group-members';

type PrintGroupListProps = {
  /** The subject institution: the members call is asked on its behalf. */
  iid: number;
  peer: PeerChoice;
};

/** spec 2 section 2.13: the peer group's name and its institutions in two columns. */
export function PrintGroupList({ iid, peer }: PrintGroupListProps) {
  const members = useGroupMembers(iid, peer.group.groupId);
  return (
    <section aria-label="Institutions in peer group" className={classes.groupList}>
      <Title order={2} size="h4" mb="xs">
        {peer.group.name}
      </Title>
      {members.isPending ? (
        <Loader size="sm" aria-label="Loading the institutions in the peer group" />
      ) : members.isError ? (
        <LoadError
          message="We could not load the institutions in the peer group."
          onRetry={() => void members.refetch()}
        />
      ) : (
        <ul className={classes.twoColumns}>
          {printedGroupMembers(peer, members.data).map((member) => (
            <li key={member.iid}>
              <Text size="sm" component="span">
                {member.label}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
