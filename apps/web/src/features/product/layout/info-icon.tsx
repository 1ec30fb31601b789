import { InformationButton } from '../../../ui/dialogs/information-button';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataString } from '../renderer/component-data';

/** 'InfoIcon' { dialogId, label? }: opens the information dialog of that id (spec 2.15). */
export function InfoIcon({ data }: PageComponentProps) {
  const dialogId = dataString(data, 'dialogId');
  if (!dialogId) return null;
  return <InformationButton id={dialogId} label={dataString(data, 'label') ?? 'this'} />;
}
