import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { actionsColumn } from './data-table/actions-column';
import { RowCards } from './row-cards';

type Person = { id: string; name: string; institution: string };

describe('rows as cards', () => {
  it('gives every field of a row under its header, the actions without one', () => {
    render(
      <MantineProvider>
        <RowCards<Person>
          caption="Organizations"
          columns={[
            { key: 'name', header: 'Organization' },
            { key: 'institution', header: 'Institution' },
            actionsColumn((row) => <button type="button">Open {row.name}</button>),
          ]}
          rows={[
            { id: '1', name: 'Blue Mesa Bank', institution: 'Blue Mesa Bank, Grand Junction, CO' },
          ]}
          rowKey={(row) => row.id}
        />
      </MantineProvider>,
    );
    const [card] = within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole(
      'listitem',
    );
    expect(card).toHaveTextContent(
      'OrganizationBlue Mesa BankInstitutionBlue Mesa Bank, Grand Junction, COActionsOpen Blue Mesa Bank',
    );
    expect(
      within(card as HTMLElement).getByRole('button', { name: 'Open Blue Mesa Bank' }),
    ).toBeVisible();
  });
});
