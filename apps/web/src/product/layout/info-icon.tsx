import { InformationButton } from '../../ui/dialogs/information-button';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataString } from '../renderer/component-data';
import { usePageContext } from '../renderer/page-context';
import { PrintInformation } from '../print/print-information';

/**
 * 'InfoIcon' { dialogId, label? }: opens the information dialog of that id (spec 2.15); on the
 * print page with 'Include information boxes' ticked, prints its text instead (spec 2.13).
 */
export function InfoIcon({ data }: PageComponentProps) {
  const { printInfo } = usePageContext();
  const dialogId = dataString(data, 'dialogId');
  if (!dialogId) return null;
  if (printInfo) return <PrintInformation id={dialogId} />;
  return <InformationButton id={dialogId} label={dataString(data, 'label') ?? 'this'} />;
}
