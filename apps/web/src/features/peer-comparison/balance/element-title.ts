import type { InstitutionType } from '@app/core/domain/products';

/**
 * Chart titles of the balance elements, as the server's element catalogue names them; credit
 * unions hold shares, not deposits. An element the list does not know is titled from its id.
 */
const TITLES: Record<InstitutionType, Record<string, string>> = {
  bank: {
    'asset-mix': 'Asset Mix',
    'funding-mix': 'Funding Mix',
    'loan-mix': 'Loan Mix',
    'loan-concentration': 'Loan Concentration',
    'investment-mix': 'Investments',
    'deposit-mix': 'Deposit Mix',
    'borrowing-mix': 'Borrowings',
    'deposit-growth': 'Deposit Growth',
  },
  'credit union': {
    'asset-mix': 'Asset Mix',
    'funding-mix': 'Funding Mix',
    'loan-mix': 'Loan Mix',
    'investment-mix': 'Investments',
    'deposit-mix': 'Share Mix',
    'borrowing-mix': 'Borrowings',
  },
};

export function elementTitle(institutionType: InstitutionType, elementId: string): string {
  return (
    TITLES[institutionType][elementId] ??
    elementId
      .split('-')
      .filter((word) => word !== '')
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(' ')
  );
}
