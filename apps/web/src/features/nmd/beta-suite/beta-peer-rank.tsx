import type { PeerBetaRankResult } from '@app/core/api/beta-suite';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPage } from './api/beta-suite-api';
import { BetaAnswer } from './beta-answer';
import { BetaRateSelect, CycleControls, useBetaRate, useCycleChoice } from './beta-controls';
import { INSUFFICIENT_DATA, formatBeta, formatShare, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaTable } from './beta-table';
import { BetaHistogram } from './charts/beta-charts';
import { ValueOr } from './missing-value';

type RankedBeta = PeerBetaRankResult['cycleBeta'];

/**
 * Peer Rank (issue 16): the cycle beta and up-beta ranked in the group of the peer selector
 * (its ticked members) and nationally, with the distributions and the institution's bin; the
 * national group is ranked once.
 */
export function BetaPeerRank(_props: PageComponentProps) {
  const { institution, paywalled, peer } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const cycle = useCycleChoice();
  const groupId = peer?.group.groupId ?? null;
  const answer = useBetaPage(
    'peerRank',
    { iid: institution?.iid ?? null, groupId },
    { rateId, ...cycle.query, members: peer?.members ?? undefined },
    !paywalled,
  );
  return (
    <BetaPage
      pack={{ rateId, ...cycle.query }}
      component="BetaPeerRank"
      name="Peer Rank"
      controls={
        <>
          <BetaRateSelect value={rateId} onChange={setRateId} />
          <CycleControls choice={cycle} />
        </>
      }
    >
      {groupId === null ? (
        <Text size="sm">Choose a peer group in the peer selector to rank your betas.</Text>
      ) : (
        <BetaAnswer query={answer} name="Peer Rank">
          {(data) => <PeerRankFigures data={data} />}
        </BetaAnswer>
      )}
    </BetaPage>
  );
}

/** The ranked betas, named by the answer (the up-beta is the one over the cycle, issue 23). */
const RANKED = ['cycleBeta', 'upBeta'] as const;

/** Where a beta is ranked: among the chosen group's members, or among every filer. */
interface Scope {
  distribution: 'peer' | 'national';
  percentile: 'peerPercentile' | 'nationalPercentile';
  column: string;
  histogram: string;
}

/**
 * The group's scope and the nation's; one scope when the group is the national aggregate, whose
 * peer figures are the national ones (two identical columns and histograms would say nothing).
 */
function scopesOf(group: PeerBetaRankResult['group']): Scope[] {
  const national: Scope = {
    distribution: 'national',
    percentile: 'nationalPercentile',
    column: 'National',
    histogram: group.national ? group.name : 'national',
  };
  if (group.national) return [national];
  return [
    { distribution: 'peer', percentile: 'peerPercentile', column: 'Peer', histogram: group.name },
    national,
  ];
}

const noRank = (ranked: RankedBeta) =>
  ranked.value === null ? INSUFFICIENT_DATA : 'no other institution has a beta';

/** The beta's name and value, then its percentile and the median (n) in each scope. */
function rankColumns(scopes: readonly Scope[]): DataTableColumn<RankedBeta>[] {
  return [
    { key: 'label', header: 'Beta' },
    {
      key: 'value',
      header: 'Yours',
      cell: (ranked) => (
        <ValueOr value={ranked.value} format={formatBeta} reason={INSUFFICIENT_DATA} />
      ),
    },
    ...scopes.flatMap((scope): DataTableColumn<RankedBeta>[] => [
      {
        key: scope.percentile,
        header: `${scope.column} percentile`,
        cell: (ranked) => (
          <ValueOr value={ranked[scope.percentile]} format={formatShare} reason={noRank(ranked)} />
        ),
      },
      {
        key: `${scope.distribution}Median`,
        header: `${scope.column} median (n)`,
        cell: (ranked) => (
          <>
            <ValueOr
              value={ranked[scope.distribution].median}
              format={formatBeta}
              reason={INSUFFICIENT_DATA}
            />{' '}
            ({ranked[scope.distribution].count})
          </>
        ),
      },
    ]),
  ];
}

function PeerRankFigures({ data }: { data: PeerBetaRankResult }) {
  const scopes = scopesOf(data.group);
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Text size="sm">
        {data.window.label} ({quarterLabel(data.window.start)}–{quarterLabel(data.window.end)}),
        peer group {data.group.name}. A percentile is the share of the others with a lower beta
        (100%: the highest pass-through).
      </Text>
      <BetaTable
        name="Beta ranks"
        caption="Your betas ranked"
        columns={rankColumns(scopes)}
        rows={RANKED.map((key) => data[key])}
        minWidth={scopes.length === 1 ? 340 : 640}
      />
      <Text size="xs" c="dimmed">
        {RANKED.map((key) => `${data[key].label}: ${data[key].definition}`).join(' ')}
      </Text>
      {scopes.map((scope) =>
        RANKED.map((key) => (
          <BetaHistogram
            key={`${key}-${scope.distribution}`}
            title={`${data[key].label}: ${scope.histogram}`}
            bins={data[key][scope.distribution].bins}
          />
        )),
      )}
      <Text size="xs" c="dimmed">
        Your institution's bin is in blue.
      </Text>
    </>
  );
}
