import type { Follows, FollowsRequest } from '@app/core/api/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fake-api';
import { FIRST_BANK } from '../../test/first-bank';
import { renderInPageContext } from '../../test/render-in-page-context';
import type { PeerChoice } from '../../selection/peer-rules';
import { SubjectHeader } from '../layout/subject-header';
import { FollowToggle } from './follow-toggle';

/** GET and PUT /api/follows over one stored state, as the server keeps it. */
function followsApi() {
  let state: Follows = {
    institutions: [],
    groups: [],
    metrics: [],
    emailDigest: false,
    followOwnInstitution: true,
    institutionLabels: [],
    ownInstitution: { iid: FIRST_BANK.iid, label: FIRST_BANK.label },
  };
  const puts: FollowsRequest[] = [];
  const api = stubFetch({
    handle: ({ method, path, body }) => {
      if (path !== '/api/follows') return undefined;
      if (method === 'PUT') {
        puts.push(body as FollowsRequest);
        state = { ...state, ...(body as FollowsRequest) };
      }
      return { status: 200, body: state };
    },
  });
  return { api, puts };
}

describe('following where the user meets an institution or a group', () => {
  it("follows a custom group's members from its card", async () => {
    const { puts } = followsApi();
    const { user } = renderInPageContext(<FollowToggle groupId={10} label="My Peers" />, {});

    await user.click(await screen.findByRole('button', { name: 'Follow the members of My Peers' }));
    await waitFor(() => expect(puts.at(-1)?.groups).toEqual([10]));
    expect(
      await screen.findByRole('button', { name: 'Stop following the members of My Peers' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the single institution a page shows as the peer', async () => {
    const { puts } = followsApi();
    const peer: PeerChoice = {
      group: {
        groupId: 10,
        name: 'My Peers',
        groupType: 10,
        institutionCount: 2,
        iids: [2, 3],
      },
      members: null,
      institution: { iid: 3, label: 'Zeta Bank (Ames, IA)' },
    };
    const { user } = renderInPageContext(
      <SubjectHeader data={{ subject: 'peer' }} node={{ name: 'SubjectHeader', data: {} }} />,
      {
        institution: FIRST_BANK,
        peer,
      },
    );

    await user.click(await screen.findByRole('button', { name: /^Follow Zeta Bank/ }));
    await waitFor(() => expect(puts.at(-1)?.institutions).toEqual([3]));
  });
});
