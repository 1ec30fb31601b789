/**
 * The Beta Suite room of Non-Maturity Deposits (issue 16): one call per page under
 * /api/{iid}/nmd/beta-suite/…. The figures are the pure functions of core/analytics
 * (docs/nmd-methodology.md); the server only reads the series and chooses the defaults.
 * Its queries and its answers are kept apart, and read together from here.
 */
export * from './beta-suite-queries';
export * from './beta-suite-results';
