import type { PeerBetaRankResult } from '@app/core/api/beta-suite';
import type { CellValue, Workbook, Worksheet } from 'exceljs';
import type { PeerBetas } from '../peer-beta-rank-service';
import {
  addPackSheet,
  columnRange,
  figureBlock,
  formula,
  FORMATS,
  INSUFFICIENT,
  put,
  ref,
  type FigureRef,
  type PackHeading,
} from './pack-sheet';

export const PEER_RANK_SHEET = 'Peer Rank';

/** The Peer Rank page's answer for the pack's choices, with the peers' betas and names. */
export interface PeerRankFigures {
  answer: PeerBetaRankResult;
  /** Null for the national aggregate, whose peers are every filer (too many to list). */
  peers: (PeerBetas & { label: string })[] | null;
}

const FIGURES_COLUMN = 5;
const RANKED = ['cycleBeta', 'upBeta'] as const;
const NO_OTHER = 'No other institution has a beta';

/**
 * Peer Rank: the page's figures. The institution's cycle beta reads the Cycle Beta sheet; its
 * up-beta over the cycle is an input (the Asymmetric Betas sheet fits the range, not the cycle).
 * Below it, every member of the peer group with its two betas, so the peer percentile
 * (percent_rank: the share of the others below) and the median are formulas over the list; the
 * national figures and the histograms' bins are the API's, since the nation is not listed.
 * Without a peer group the sheet says to choose one.
 */
export function writePeerRankSheet(
  workbook: Workbook,
  heading: PackHeading,
  institution: string,
  figures: PeerRankFigures | null,
  sources: { cycleBeta: FigureRef },
): void {
  const rank = figures?.answer;
  const sheet = addPackSheet(workbook, PEER_RANK_SHEET, heading, [
    { header: 'Institution', width: 40 },
    { header: rank?.cycleBeta.label ?? 'Cycle beta', width: 12, format: FORMATS.beta },
    { header: rank?.upBeta.label ?? 'Up-beta over the cycle', width: 14, format: FORMATS.beta },
    null,
  ]);
  if (!figures || !rank) {
    put(
      sheet,
      2,
      1,
      'No peer group was chosen: choose one in the peer selector of the Peer Rank page and download the pack again.',
    );
    return;
  }
  const peers = figures.peers ?? [];
  const { window } = rank;
  put(sheet, 2, 1, `${institution} (yours)`);
  sheet.getRow(2).font = { bold: true };
  const ownCycle = rank.cycleBeta.value;
  // The Cycle Beta sheet works out the same cycle's beta for the same choices.
  put(sheet, 2, 2, ownCycle === null ? INSUFFICIENT : formula(sources.cycleBeta.global, ownCycle));
  put(sheet, 2, 3, rank.upBeta.value ?? INSUFFICIENT);
  peers.forEach((peer, i) => {
    put(sheet, i + 3, 1, peer.label);
    // A peer without a beta is a blank: missing is not 0, and COUNT and MEDIAN pass over it.
    if (peer.cycleBeta !== null) put(sheet, i + 3, 2, peer.cycleBeta);
    if (peer.upBeta !== null) put(sheet, i + 3, 3, peer.upBeta);
  });
  const lastRow = peers.length + 2;
  const column = (key: (typeof RANKED)[number]) => 2 + RANKED.indexOf(key);

  const block = figureBlock(
    sheet,
    FIGURES_COLUMN,
    RANKED.map((key) => rank[key].label),
  );
  block.addRow(
    'Peer group',
    [rank.group.name, ''],
    rank.group.national
      ? 'The national aggregate: its ranking is the national one.'
      : 'The peer selector’s group (its ticked members when filtered), listed in columns A to C.',
  );
  block.addRow(
    'Rate cycle',
    [`${window.label} (${window.start} to ${window.end})`, ''],
    `Changes from ${window.baseDate}, the quarter before the cycle, to ${window.end}.`,
  );
  block.addRow(
    'Yours',
    RANKED.map((key) =>
      rank[key].value === null
        ? INSUFFICIENT
        : formula(ref(null, column(key), 2, true), rank[key].value),
    ),
    RANKED.map((key) => `${rank[key].label}: ${rank[key].definition}`).join(' '),
    FORMATS.beta,
  );
  if (!rank.group.national) {
    const list = (key: (typeof RANKED)[number]) => columnRange(null, column(key), 2, lastRow);
    const own = (key: (typeof RANKED)[number]) => ref(null, column(key), 2, true);
    block.addRow(
      'Peers with a beta, yours included (n)',
      RANKED.map((key) => formula(`COUNT(${list(key)})`, rank[key].peer.count)),
      'Institutions with Insufficient Data take no part.',
      FORMATS.whole,
    );
    block.addRow(
      'Peer percentile',
      RANKED.map((key): CellValue => {
        const ranked = rank[key];
        const cached = ranked.value === null ? INSUFFICIENT : (ranked.peerPercentile ?? NO_OTHER);
        const others = `(COUNT(${list(key)})-1)`;
        return formula(
          `IF(NOT(ISNUMBER(${own(key)})),"${INSUFFICIENT}",IF(${others}<1,"${NO_OTHER}",SUMPRODUCT(ISNUMBER(${list(key)})*(${list(key)}<${own(key)}))/${others}))`,
          cached,
        );
      }),
      'The share of the other peers with a lower beta (ties share the lower rank; 100%: the highest pass-through).',
      FORMATS.share,
    );
    block.addRow(
      'Peer median',
      RANKED.map((key) =>
        rank[key].peer.median === null
          ? INSUFFICIENT
          : formula(`MEDIAN(${list(key)})`, rank[key].peer.median),
      ),
      'The median of the peers’ betas, yours included.',
      FORMATS.beta,
    );
  }
  const nationalCount = Math.max(...RANKED.map((key) => rank[key].national.count));
  block.addRow(
    'National percentile',
    RANKED.map((key) =>
      rank[key].value === null ? INSUFFICIENT : (rank[key].nationalPercentile ?? NO_OTHER),
    ),
    `Input from the API: ranked among every filer of your type with a beta (up to ${nationalCount}), too many to list here.`,
    FORMATS.share,
  );
  block.addRow(
    'National median',
    RANKED.map((key) => rank[key].national.median ?? INSUFFICIENT),
    'Input from the API, your beta included.',
    FORMATS.beta,
  );
  block.addRow(
    'Institutions with a beta, nationally (n)',
    RANKED.map((key) => rank[key].national.count),
    'Input from the API.',
    FORMATS.whole,
  );
  writeBins(sheet, lastRow + 2, rank, rank.group.national ? ['national'] : ['peer', 'national']);
}

/**
 * The histograms' bins as the page draws them, under the list: equal widths from the 2nd to the
 * 98th percentile of the betas, the first bin also holding those below, the last those above
 * (and its upper bound); yours marked.
 */
function writeBins(
  sheet: Worksheet,
  firstRow: number,
  rank: PeerBetaRankResult,
  scopes: readonly ('peer' | 'national')[],
) {
  let row = firstRow;
  for (const key of RANKED) {
    for (const scope of scopes) {
      const name = scope === 'peer' ? rank.group.name : 'national';
      put(sheet, row, 1, `${rank[key].label}: ${name}, bins`);
      put(sheet, row, 2, 'Institutions');
      put(sheet, row, 3, 'Yours');
      sheet.getRow(row).font = { bold: true };
      for (const bin of rank[key][scope].bins) {
        row += 1;
        put(sheet, row, 1, `${bin.from.toFixed(3)} to ${bin.to.toFixed(3)}`);
        put(sheet, row, 2, bin.count, FORMATS.whole);
        put(sheet, row, 3, bin.institution ? 'Yours' : '');
      }
      row += 2;
    }
  }
}
