import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import {
  fakeShellApi,
  group,
  institution,
  testProductDefinition,
} from '../../../test/fake-shell-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const home = institution(1, 'Home Bank');
const groups = {
  1: [
    group(10, 'National', 30),
    group(11, 'Mine', 10, [5, 6, 7, 8]),
    group(12, 'Provider Peers', 20, [5, 6]),
  ],
};
const members = {
  11: [
    [5, 'Alpha Bank'],
    [6, 'Beta Bank'],
    [7, 'Gamma Bank'],
    [8, 'Delta Bank'],
  ] as [number, string][],
};

function setUp(path: string, session: Record<string, string> = {}) {
  const shell = fakeShellApi({ institutions: [home], groups, members, session });
  stubFetch({
    signedIn: makeUser({ institutionIid: 1 }),
    productDefinitions: { 'peer-comparison-1': testProductDefinition },
    handle: shell.handle,
  });
  return { shell, ...renderApp(path) };
}

const peerButton = (name: RegExp | string) =>
  screen.findByRole(
    'button',
    { name: typeof name === 'string' ? `Peer: ${name}. Select Peer` : name },
    // The first render waits for several calls; a busy machine needs more than a second.
    { timeout: 5000 },
  );

describe('peer selector', () => {
  it('defaults to the first group and chooses another, closing the modal and saving', async () => {
    const { user, shell } = setUp('/peer-comparison/balance/snapshot');
    await user.click(await peerButton('National'));
    const modal = screen.getByRole('dialog', { name: 'Select Peer' });
    // spec 2 section 5: aggregate groups cannot be filtered.
    expect(
      within(modal).queryByRole('button', { name: 'Filter National' }),
    ).not.toBeInTheDocument();
    expect(within(modal).getByText(/Aggregate groups .* cannot be filtered/)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Filter Mine' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Select Provider Peers' }));
    expect(await peerButton('Provider Peers')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select Peer' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(shell.session.get('peer-bank') ?? '{}')).toEqual({
      groupId: 12,
      members: null,
      institution: null,
    });
  });

  it("filters a group's members under the group's name with a master checkbox", async () => {
    const { user } = setUp('/peer-comparison/balance/snapshot');
    await user.click(await peerButton('National'));
    await user.click(screen.getByRole('button', { name: 'Filter Mine' }));

    const modal = screen.getByRole('dialog', { name: 'Mine' });
    const master = await within(modal).findByRole('checkbox', { name: 'Select all' });
    expect(master).toBeChecked();
    await user.click(within(modal).getByRole('checkbox', { name: 'Beta Bank (Ames, IA)' }));
    expect(master).not.toBeChecked();
    await user.click(master);
    expect(within(modal).getByRole('checkbox', { name: 'Beta Bank (Ames, IA)' })).toBeChecked();
    expect(master).toBeChecked();
    await user.click(master);
    expect(within(modal).getByRole('button', { name: 'Apply Filter' })).toBeDisabled();
    await user.click(within(modal).getByRole('checkbox', { name: 'Alpha Bank (Ames, IA)' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Gamma Bank (Ames, IA)' }));
    await user.click(within(modal).getByRole('button', { name: 'Apply Filter' }));
    expect(await peerButton('Mine (2 of 4)')).toBeInTheDocument();
  });

  it('takes one institution of a group as the peer', async () => {
    const { user } = setUp('/peer-comparison/balance/snapshot');
    await user.click(await peerButton('National'));
    await user.click(screen.getByRole('button', { name: 'Filter Mine' }));
    await user.click(
      await screen.findByRole('button', { name: 'Select Delta Bank (Ames, IA) as the peer' }),
    );
    expect(await peerButton('Delta Bank (Ames, IA)')).toBeInTheDocument();
  });

  it('chooses the peer statistic, saves it for the user and restores it', async () => {
    const { user, shell } = setUp('/peer-comparison/balance/snapshot');
    await peerButton('National');
    const choice = screen.getByRole('combobox', { name: 'Peer statistic' });
    expect(choice).toHaveValue('mean');
    await user.selectOptions(choice, 'Peer median');
    expect(choice).toHaveValue('median');
    await waitFor(() => expect(shell.session.get('peerStatistic')).toBe('median'));
  });

  it('restores the saved peer statistic', async () => {
    setUp('/peer-comparison/balance/snapshot', { peerStatistic: 'trimmed' });
    await peerButton('National');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Peer statistic' })).toHaveValue('trimmed'),
    );
  });

  it('restores the saved peer', async () => {
    setUp('/peer-comparison/balance/snapshot', {
      'peer-bank': JSON.stringify({ groupId: 11, members: [5, 6], institution: null }),
    });
    expect(await peerButton('Mine (2 of 4)')).toBeInTheDocument();
  });

  it('takes at most 3 institutions in multi-institution mode, ignoring extras', async () => {
    const { user, shell } = setUp('/peer-comparison/quarterly/institution');
    await user.click(await peerButton('Select Peer Institutions'));
    const modal = screen.getByRole('dialog', { name: 'Select Peer' });
    expect(within(modal).queryByRole('button', { name: /^Select / })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Choose institutions of Mine' }));

    const filter = screen.getByRole('dialog', { name: 'Mine' });
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      await user.click(
        await within(filter).findByRole('checkbox', { name: `${name} Bank (Ames, IA)` }),
      );
    }
    expect(
      within(filter).getByRole('checkbox', { name: 'Delta Bank (Ames, IA)' }),
    ).not.toBeChecked();
    expect(within(filter).getByText('3 of 3 chosen')).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'Compare These' }));
    expect(
      await peerButton('Alpha Bank (Ames, IA); Beta Bank (Ames, IA); Gamma Bank (Ames, IA)'),
    ).toBeInTheDocument();
    expect(JSON.parse(shell.session.get('peerInstitutions-bank') ?? '[]')).toHaveLength(3);
  });

  it('selects only the first 3 with the master checkbox in multi-institution mode', async () => {
    const { user } = setUp('/peer-comparison/quarterly/institution');
    await user.click(await peerButton('Select Peer Institutions'));
    await user.click(screen.getByRole('button', { name: 'Choose institutions of Mine' }));
    const filter = screen.getByRole('dialog', { name: 'Mine' });
    await user.click(await within(filter).findByRole('checkbox', { name: 'Select the first 3' }));
    expect(within(filter).getByRole('checkbox', { name: 'Gamma Bank (Ames, IA)' })).toBeChecked();
    expect(
      within(filter).getByRole('checkbox', { name: 'Delta Bank (Ames, IA)' }),
    ).not.toBeChecked();
  });
});
