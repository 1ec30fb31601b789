import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { usePageContext } from '../../../product/renderer/page-context';
import { downloadAlcoPack, type AlcoPackQuery } from './api/beta-suite-api';

/**
 * "Download ALCO pack": the workbook of every Beta Suite page made with this page's choices
 * (the API's defaults for those the page does not have) and the peer selector's group, which
 * its Peer Rank sheet ranks in. Not on a print page, nor without an institution. A refusal
 * shows the server's message under the button.
 */
export function AlcoPackLink({ choices }: { choices: AlcoPackQuery }) {
  const { institution, print, peer } = usePageContext();
  const group = peer
    ? { groupId: peer.group.groupId, ...(peer.members ? { members: peer.members } : {}) }
    : {};
  const pack = useMutation({
    mutationFn: (iid: number) => downloadAlcoPack(iid, { ...choices, ...group }),
  });
  if (print || !institution) return null;
  return (
    <Stack gap={4}>
      <Button variant="light" loading={pack.isPending} onClick={() => pack.mutate(institution.iid)}>
        Download ALCO pack
      </Button>
      {pack.isError && (
        <Alert color="red" role="alert" py={6}>
          {messageOf(pack.error, 'The ALCO pack could not be made. Please try again.')}
        </Alert>
      )}
    </Stack>
  );
}
