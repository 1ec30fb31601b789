import type { PageContextValue } from '../product/renderer/page-context';

/** The subject institution of most page component tests: a bank, iid 1, in Ames, IA. */
export const FIRST_BANK: NonNullable<PageContextValue['institution']> = {
  iid: 1,
  institutionType: 'bank',
  name: 'First Bank',
  label: 'First Bank (Ames, IA)',
};
