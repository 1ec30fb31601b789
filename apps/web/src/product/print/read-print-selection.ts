import type { DateRange } from '../../selection/selection-store';
import type { PeerChoice, PeerInstitution } from '../../selection/peer-rules';
import { toPageStateRecord } from '../renderer/page-state';
import { parsePeerStatistic } from '../../selection/peer-statistic';
import { PRINT_SELECTION_KEY, type PrintSelection } from '../utils/print-selection';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toDateRange(value: unknown): DateRange | null {
  if (!isRecord(value)) return null;
  const { startDate, endDate } = value;
  return typeof startDate === 'string' && typeof endDate === 'string'
    ? { startDate, endDate }
    : null;
}

function toPeerInstitution(value: unknown): PeerInstitution | null {
  if (!isRecord(value)) return null;
  return typeof value.iid === 'number' && typeof value.label === 'string'
    ? { iid: value.iid, label: value.label }
    : null;
}

function toPeer(value: unknown): PeerChoice | null {
  if (!isRecord(value) || !isRecord(value.group)) return null;
  const { groupId, groupType, name, institutionCount, iids, mixed } = value.group;
  if (
    typeof groupId !== 'number' ||
    (groupType !== 10 && groupType !== 20 && groupType !== 30) ||
    typeof name !== 'string' ||
    typeof institutionCount !== 'number' ||
    !Array.isArray(iids)
  ) {
    return null;
  }
  const members = Array.isArray(value.members)
    ? value.members.filter((iid): iid is number => typeof iid === 'number')
    : null;
  return {
    group: {
      groupId,
      groupType,
      name,
      institutionCount,
      iids: iids.filter((iid): iid is number => typeof iid === 'number'),
      // A group of banks and credit unions: the printed page keeps to the common metric set
      // and reads the group as the screen did (issue 28 point 4).
      ...(mixed === true ? { mixed: true as const } : {}),
    },
    members,
    institution: toPeerInstitution(value.institution),
  };
}

/**
 * spec 2 section 2.13: the selection the Print link stored for this window, or null when there
 * is none (the page was opened directly) or it cannot be read. The browser copies session
 * storage into a window opened from the page, so another tab changing its selection later does
 * not change what this report shows.
 */
export function readPrintSelection(
  storage: Pick<Storage, 'getItem'> | null,
): PrintSelection | null {
  let text: string | null = null;
  try {
    text = storage?.getItem(PRINT_SELECTION_KEY) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  return {
    institutionIid: typeof parsed.institutionIid === 'number' ? parsed.institutionIid : null,
    peer: toPeer(parsed.peer),
    peerInstitutions: Array.isArray(parsed.peerInstitutions)
      ? parsed.peerInstitutions
          .map(toPeerInstitution)
          .filter((entry): entry is PeerInstitution => entry !== null)
      : [],
    dateRange: toDateRange(parsed.dateRange),
    pageState: toPageStateRecord(parsed.pageState),
    ...(typeof parsed.statistic === 'string'
      ? { statistic: parsePeerStatistic(parsed.statistic) }
      : {}),
  };
}
