import { Text, Title } from '@mantine/core';
import { peerLabel } from '../../selection/peer-rules';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataString } from '../renderer/component-data';
import { usePageContext } from '../renderer/page-context';

/**
 * 'SubjectHeader' { subject: 'institution' | 'peer', caption? } (spec 2 section 2.10): a
 * heading naming the institution or the peer the components below it describe.
 */
export function SubjectHeader({ data }: PageComponentProps) {
  const { institution, peer } = usePageContext();
  const subject = dataString(data, 'subject') === 'peer' ? 'peer' : 'institution';
  const caption = dataString(data, 'caption');
  const name = subject === 'peer' ? peerLabel(peer) : (institution?.name ?? '');
  // On paper the caption, the name and what they head stay on one sheet.
  return (
    <div data-print-together="">
      {caption && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {caption}
        </Text>
      )}
      <Title order={3} size="h4">
        {name}
      </Title>
    </div>
  );
}
