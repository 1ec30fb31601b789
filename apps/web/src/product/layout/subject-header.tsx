import { Group, Text, Title } from '@mantine/core';
import { peerLabel } from '../../selection/peer-rules';
import { FollowToggle } from '../components/follow-toggle';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataString } from '../renderer/component-data';
import { usePageContext } from '../renderer/page-context';

/**
 * 'SubjectHeader' { subject: 'institution' | 'peer', caption? } (spec 2 section 2.10): a
 * heading naming the institution or the peer the components below it describe.
 */
export function SubjectHeader({ data }: PageComponentProps) {
  const { institution, peer, print } = usePageContext();
  const subject = dataString(data, 'subject') === 'peer' ? 'peer' : 'institution';
  const caption = dataString(data, 'caption');
  const name = subject === 'peer' ? peerLabel(peer) : (institution?.name ?? '');
  // Where the user looks at one institution, they may follow it (issue 25 point 6).
  const followed = subject === 'peer' ? (peer?.institution ?? null) : institution;
  // On paper the caption, the name and what they head stay on one sheet.
  return (
    <div data-print-together="">
      {caption && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {caption}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <Title order={3} size="h4">
          {name}
        </Title>
        {followed && !print && <FollowToggle iid={followed.iid} label={name} />}
      </Group>
    </div>
  );
}
