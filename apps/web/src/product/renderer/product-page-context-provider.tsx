import type { UserState } from '@app/core/api/auth';
import type { ProductPage, ProductRoom } from '@app/core/api/product-definition';
import type { ProductCode } from '@app/core/domain/products';
import { useMemo, type ReactNode } from 'react';
import type { DateRange, SelectionState } from '../../selection/selection-store';
import {
  PageContext,
  type LegendRate,
  type LegendScores,
  type PageContextValue,
} from './page-context';
import type { PageState } from './page-state';

type ProductPageContextProviderProps = {
  user: UserState;
  productCode: ProductCode;
  room: ProductRoom;
  page: ProductPage;
  selection: SelectionState;
  dates: readonly string[];
  dateRange: DateRange | null;
  paywalled: boolean;
  print: boolean;
  /** spec 2 section 2.13: print the information texts inline. */
  printInfo?: boolean;
  pageState?: PageState;
  setLegendRate: (rate: LegendRate | null) => void;
  setLegendScores: (scores: LegendScores | null) => void;
  children: ReactNode;
};

/** Gives the page's components what they read through usePageContext (spec 2 section 2.1). */
export function ProductPageContextProvider({
  user,
  productCode,
  room,
  page,
  selection,
  dates,
  dateRange,
  paywalled,
  print,
  printInfo = false,
  pageState,
  setLegendRate,
  setLegendScores,
  children,
}: ProductPageContextProviderProps) {
  const { institution, peer, peerInstitutions, statistic: peerStatistic } = selection;
  const value = useMemo<PageContextValue>(
    () => ({
      user,
      productCode,
      roomCode: room.clientCode,
      roomName: room.name,
      pageCode: page.clientCode,
      pageName: page.name,
      institutionType: institution?.institutionType ?? user.institutionType ?? 'bank',
      institution: institution
        ? {
            iid: institution.iid,
            institutionType: institution.institutionType,
            name: institution.name,
            label: institution.label,
          }
        : null,
      peer,
      peerStatistic,
      peerInstitutions,
      dateRange,
      dates,
      paywalled,
      print,
      printInfo,
      pageState,
      setLegendRate,
      setLegendScores,
    }),
    [
      user,
      productCode,
      room,
      page,
      institution,
      peer,
      peerStatistic,
      peerInstitutions,
      dateRange,
      dates,
      paywalled,
      print,
      printInfo,
      pageState,
      setLegendRate,
      setLegendScores,
    ],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
