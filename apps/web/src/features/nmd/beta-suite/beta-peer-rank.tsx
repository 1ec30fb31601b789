import type { PeerBetaRankResult } from '@app/core/api/beta-suite';
import { Table, Text } from '@mantine/core';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useBetaPeerRank } from './api/get-beta-peer-rank';
import { BetaAnswer } from './beta-answer';
import { BetaRateSelect, CycleControls, useBetaRate, useCycleChoice } from './beta-controls';
import { INSUFFICIENT_DATA, formatBeta, formatShare, quarterLabel } from './beta-format';
import { BetaPage, SeriesLine } from './beta-page';
import { BetaHistogram } from './charts/beta-charts';
import { ValueOr } from './missing-value';

type RankedBeta = PeerBetaRankResult['cycleBeta'];

/**
 * Peer Rank (issue 16): the cycle beta and up-beta ranked in the group of the peer selector
 * (its ticked members) and nationally, with the distributions and the institution's bin.
 */
export function BetaPeerRank(_props: PageComponentProps) {
  const { institution, paywalled, peer } = usePageContext();
  const [rateId, setRateId] = useBetaRate();
  const cycle = useCycleChoice();
  const groupId = peer?.group.groupId ?? null;
  const answer = useBetaPeerRank(
    institution?.iid ?? null,
    groupId,
    { rateId, ...cycle.query, members: peer?.members ?? undefined },
    !paywalled,
  );
  return (
    <BetaPage
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

const RANKED: { key: 'cycleBeta' | 'upBeta'; label: string }[] = [
  { key: 'cycleBeta', label: 'Cycle beta' },
  { key: 'upBeta', label: 'Up-beta' },
];

function PeerRankFigures({ data }: { data: PeerBetaRankResult }) {
  const noRank = (ranked: RankedBeta) =>
    ranked.value === null ? INSUFFICIENT_DATA : 'no other institution has a beta';
  return (
    <>
      <SeriesLine metricTitle={data.metricTitle} rateName={data.rateName} />
      <Text size="sm">
        {data.window.label} ({quarterLabel(data.window.start)}–{quarterLabel(data.window.end)}),
        peer group {data.group.name}. A percentile is the share of the others with a lower beta
        (100%: the highest pass-through).
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder captionSide="top" aria-label="Beta ranks">
          <Table.Caption>Your betas ranked</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Beta</Table.Th>
              <Table.Th scope="col">Yours</Table.Th>
              <Table.Th scope="col">Peer percentile</Table.Th>
              <Table.Th scope="col">Peer median (n)</Table.Th>
              <Table.Th scope="col">National percentile</Table.Th>
              <Table.Th scope="col">National median (n)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RANKED.map(({ key, label }) => {
              const ranked = data[key];
              return (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>
                    <ValueOr value={ranked.value} format={formatBeta} reason={INSUFFICIENT_DATA} />
                  </Table.Td>
                  <Table.Td>
                    <ValueOr
                      value={ranked.peerPercentile}
                      format={formatShare}
                      reason={noRank(ranked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ValueOr
                      value={ranked.peer.median}
                      format={formatBeta}
                      reason={INSUFFICIENT_DATA}
                    />{' '}
                    ({ranked.peer.count})
                  </Table.Td>
                  <Table.Td>
                    <ValueOr
                      value={ranked.nationalPercentile}
                      format={formatShare}
                      reason={noRank(ranked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ValueOr
                      value={ranked.national.median}
                      format={formatBeta}
                      reason={INSUFFICIENT_DATA}
                    />{' '}
                    ({ranked.national.count})
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {RANKED.map(({ key, label }) => (
        <BetaHistogram
          key={`${key}-peer`}
          title={`${label}: ${data.group.name}`}
          bins={data[key].peer.bins}
        />
      ))}
      {RANKED.map(({ key, label }) => (
        <BetaHistogram
          key={`${key}-national`}
          title={`${label}: national`}
          bins={data[key].national.bins}
        />
      ))}
      <Text size="xs" c="dimmed">
        Your institution's bin is in blue.
      </Text>
    </>
  );
}
