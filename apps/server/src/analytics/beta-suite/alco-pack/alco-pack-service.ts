import type { Subject, Viewer } from '../../subject/subject';
import type { BetaInputs } from '../beta-inputs';
import type { BetaSuiteService } from '../beta-suite-service';
import type { PeerBetaRankService } from '../peer-beta-rank-service';
import { gatherAlcoPack, type AlcoPackQuery, type OwnDataLoader } from './alco-pack-answers';
import { alcoPackDisposition } from './alco-pack-filename';
import { alcoPackWorkbook } from './alco-pack-workbook';

/** The ALCO pack: every Beta Suite page's answer for one set of choices, as one workbook. */
export function alcoPackService(deps: {
  betaSuite: BetaSuiteService;
  inputs: BetaInputs;
  peerRanks: PeerBetaRankService;
  /** "Name (City, ST)" of each institution, for the Peer Rank sheet's list. */
  labels: (iids: readonly number[]) => Promise<Map<number, string>>;
}) {
  return {
    /** `ownData`: the caller's organization's own deposit data, when it is its institution's. */
    async pack(
      subject: Subject,
      viewer: Viewer,
      query: AlcoPackQuery,
      ownData: OwnDataLoader | null = null,
    ) {
      const answers = await gatherAlcoPack(deps, subject, viewer, query, ownData);
      return {
        bytes: await alcoPackWorkbook(answers),
        disposition: alcoPackDisposition(subject.name, answers.range.endDate),
      };
    },
  };
}

export type AlcoPackService = ReturnType<typeof alcoPackService>;
