import type { UserState } from '@app/core/api/auth';
import type { InstitutionType, ProductCode } from '@app/core/domain/products';
import { createContext, useContext } from 'react';
import type { DateRange } from '../../selection/selection-store';
import type { PeerChoice, PeerInstitution } from '../../selection/peer-rules';
import type { PageState } from './page-state';
import type { PeerStatistic } from '../../selection/peer-statistic';

/** The subject of the page: the institution chosen in the institution selector. */
export interface PageInstitution {
  iid: number;
  institutionType: InstitutionType;
  name: string;
  /** "Name (City, ST)". */
  label: string;
}

/** A rate a component has selected, named in the legend (spec 2 section 2.1). */
export interface LegendRate {
  name: string;
  /** A CSS colour; the legend uses the rate's own colour. */
  color: string;
}

/** The performance legend's figures (spec 2 section 2.1): null shows a dash. */
export interface LegendScores {
  institution: number | null;
  peer: number | null;
}

/**
 * What every page component may read (spec 2 section 2.1): the page it is on, the subject, the
 * peer and the dates of the product header. Components fetch their own data from these.
 */
export interface PageContextValue {
  user: UserState;
  productCode: ProductCode;
  roomCode: string;
  roomName: string;
  pageCode: string;
  pageName: string;
  /** The user's institution type when no institution is chosen yet. */
  institutionType: InstitutionType;
  /** null while the selection is restored or when the user has no institution. */
  institution: PageInstitution | null;
  /** The peer of the peer selector (a group, a filtered group or one institution). */
  peer: PeerChoice | null;
  /** The statistic a group's figures are (issue 28). Absent: the mean. */
  peerStatistic?: PeerStatistic;
  /** Multi-institution mode (quarterly institution summary): up to 3. */
  peerInstitutions: readonly PeerInstitution[];
  /**
   * The shared date range (spec 2 section 4): the saved one, else the last 13 report dates.
   * Single-date pages read endDate. null until the report dates are loaded.
   */
  dateRange: DateRange | null;
  /** The report dates of the product (GET /api/date, or /api/date/nmd for deposit pages). */
  dates: readonly string[];
  /**
   * spec 2 section 4: the page is above the user's plan. Components render their locked look
   * and must not fetch data the API refuses.
   */
  paywalled: boolean;
  /** The print route (/print/…): no hover-only controls, no animations. */
  print: boolean;
  /**
   * spec 2 section 2.13 'Include information boxes': on the print page, the generic layout
   * components (Section, InfoIcon) print their information texts inline. Absent: false.
   */
  printInfo?: boolean;
  /**
   * The page's own choices (usePageState), which Print hands to the print window (spec 2
   * section 2.13). Absent: choices are kept by each component only.
   */
  pageState?: PageState;
  /** Shows (or clears, with null) a rate in the legend slot. */
  setLegendRate: (rate: LegendRate | null) => void;
  /** Sets (or clears) the institution and peer scores of the performance legend. */
  setLegendScores: (scores: LegendScores | null) => void;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** The current page's context; only components rendered by the product page may call it. */
export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext is used outside a product page');
  return value;
}
