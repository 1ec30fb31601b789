import { Button } from '@mantine/core';
import { usePageContext } from '../../../product/renderer/page-context';
import { alcoPackUrl, type AlcoPackQuery } from './api/get-alco-pack';

/**
 * "Download ALCO pack": the workbook of every Beta Suite page made with this page's choices
 * (the API's defaults for those the page does not have). Not on a print page, nor without an
 * institution.
 */
export function AlcoPackLink({ choices }: { choices: AlcoPackQuery }) {
  const { institution, print } = usePageContext();
  if (print || !institution) return null;
  return (
    <Button component="a" variant="light" href={alcoPackUrl(institution.iid, choices)} download>
      Download ALCO pack
    </Button>
  );
}
