/**
 * The numbered categories that group the metric pickers and the quarterly summary sections.
 * Category 2 is named by spec 2 (section 2.7: the heat-map picker lists only its metrics).
 */
export const CATEGORY_TITLES = {
  balanceSheet: '1. Balance Sheet',
  depositAndBorrowingCosts: '2. Deposit and Borrowing Costs (QTR - Annualized)',
  earnings: '3. Earnings and Profitability (YTD - Annualized)',
  liquidity: '4. Liquidity and Funding',
  capital: '5. Capital',
  creditQuality: '6. Credit Quality',
  reserves: '7. Loan Loss Reserves and Charge-offs',
  growth: '8. Growth',
  concentration: '9. Loan Concentration',
  bankServices: '10. Services and Revenue Mix',
  creditUnionMembership: '10. Membership and Operations',
  scores: '11. Performance Scores',
} as const;
