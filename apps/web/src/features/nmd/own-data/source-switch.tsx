import { OWN_ALL } from '@app/core/api/own-deposit-data';
import { Select } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { usePageContext } from '../../../product/renderer/page-context';
import { useOwnData } from './api/own-data-api';
import type { PeerChoice } from '../../../selection/peer-rules';

export const CALL_REPORT = 'call-report';
export const DATA_SOURCE_KEY = 'peerscope.data-source';

/**
 * The data source of the decay and Beta Suite pages (issue 29): the call report, or the
 * organization's own deposit data, one product or all. One choice for every page (chosen once,
 * the room follows it), kept for the browser tab so the print window draws the same.
 */
const listeners = new Set<() => void>();
const read = () => sessionStorage.getItem(DATA_SOURCE_KEY) ?? CALL_REPORT;
const choose = (source: string) => {
  sessionStorage.setItem(DATA_SOURCE_KEY, source);
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDataSource(): [string, (source: string) => void] {
  return [useSyncExternalStore(subscribe, read, () => CALL_REPORT), choose];
}

/** The `source` of a query: absent for the call report, so its URLs stay as they were. */
export const sourceQuery = (source: string): { source?: string } =>
  source === CALL_REPORT ? {} : { source };

/**
 * With own data, the peer selector's group (its ticked members when filtered), whose median the
 * charts draw beside it (issue 29); nothing for the call report or one institution as the peer.
 */
export const comparisonGroupQuery = (
  source: string,
  peer: PeerChoice | null,
): { groupId?: number; members?: number[] } =>
  source === CALL_REPORT || !peer || peer.institution
    ? {}
    : { groupId: peer.group.groupId, ...(peer.members ? { members: peer.members } : {}) };

/**
 * "Call report" or "Own data: <product>", shown once the organization has uploaded its own
 * deposit data; a product no longer held falls back to the call report.
 */
export function SourceSwitch() {
  const { institution, paywalled, print } = usePageContext();
  const [value, onChange] = useDataSource();
  const own = useOwnData(institution?.iid ?? null, !paywalled);
  const products = own.data?.upload?.products ?? [];
  const options = [
    { value: CALL_REPORT, label: 'Call report' },
    ...(products.length > 0 ? [{ value: `own:${OWN_ALL}`, label: 'Own data: all products' }] : []),
    ...products.map((p) => ({ value: `own:${p.product}`, label: `Own data: ${p.product}` })),
  ];
  const held = options.some((o) => o.value === value);
  useEffect(() => {
    if (own.isSuccess && !held) onChange(CALL_REPORT);
  }, [own.isSuccess, held, onChange]);
  if (products.length === 0) return null;
  return (
    <Select
      label="Data"
      w={260}
      data={options}
      value={held ? value : CALL_REPORT}
      onChange={(next) => onChange(next ?? CALL_REPORT)}
      allowDeselect={false}
      disabled={print}
      data-testid="data-source"
    />
  );
}
