/**
 * FDIC SDI variables that equal one call-report item, stored under its MDRM code so that one
 * bank formula reads FFIEC and SDI data alike. Only one-to-one equalities are listed: an SDI
 * variable that is a sum of items (dep, sc, chbal, lnreres, ntrtime, ...) or a derived figure
 * (idpretx, ntlnls, iddepinr, averages) keeps its own name as SDI_<NAME>.
 *
 * Prefix rule: SDI gives the consolidated bank figure. Balance-sheet totals are filed as RCFD
 * by 031 filers and RCON by 041/051 filers; formulas read C(x) = RCFDx when filed, else RCONx,
 * so the consolidated figure is stored under RCON and C(x) finds it for every bank. Deposits
 * have no RCFD code: domestic (RCON) and foreign (RCFN) offices are mapped apart, and total
 * deposits stay RCON2200 + RCFN2200 as in the FFIEC data (SDI dep = depdom + depfor on every
 * 2019-06 row). Income items have the one prefix RIAD.
 *
 * Checked on the 2019-06-30 files: lnlsgr = lnlsnet + lnatres and idlnls = lnlsgr + lncontra
 * (so lnlsgr is net of unearned income, RC-C item 12), nim = intinc - eintexp, lncon = the four
 * consumer items, eqtot = eq + eqconsub, netinc = NETINBM - NETIMIN, asset = chbal + sc + frepo +
 * lnlsnet + trade + bkprem + ore + intan + idoa (so lnlssale, loans held for sale, is inside
 * lnlsnet) and liab = dep + frepp + tradel + idobrmtg + subnd + idoliab, on every row. Codes
 * without such a check follow the SDI definitions and the call-report forms; see also
 * docs/research/call-report-layouts.md sections 3.1 and 4.
 */
const TABLE: readonly (readonly [sdi: string, mdrm: string])[] = [
  // Assets and Liabilities
  ['asset', 'RCON2170'], // total assets
  ['chbali', 'RCON0071'], // interest-bearing balances due from banks
  ['lnlssale', 'RCON5369'], // loans and leases held for sale
  ['lnatres', 'RCON3123'], // allowance for loan and lease losses
  ['trade', 'RCON3545'], // trading assets
  ['bkprem', 'RCON2145'], // premises and fixed assets
  ['ore', 'RCON2150'], // other real estate owned
  ['liab', 'RCON2948'], // total liabilities
  ['liabeq', 'RCON3300'], // total liabilities and equity capital
  ['depdom', 'RCON2200'], // deposits in domestic offices
  ['tradel', 'RCON3548'], // trading liabilities
  ['idobrmtg', 'RCON3190'], // other borrowed money (includes mortgage indebtedness)
  ['subnd', 'RCON3200'], // subordinated notes and debentures
  ['eq', 'RCON3210'], // total bank equity capital
  ['eqtot', 'RCONG105'], // total equity capital, noncontrolling interests included
  ['eqconsub', 'RCON3000'], // noncontrolling (minority) interests in consolidated subsidiaries
  ['eqpp', 'RCON3838'], // perpetual preferred stock
  ['eqcs', 'RCON3230'], // common stock
  ['eqsur', 'RCON3839'], // surplus
  ['idoliab', 'RCON2930'], // other liabilities (liab = dep + frepp + tradel + idobrmtg + subnd + idoliab)
  // Regulatory capital (RC-R): the amounts behind the ratios. SDI carries no reported ratio in
  // these four reports, so the capital formulas compute them from these (bank-capital-metrics.ts).
  ['RBCT1J', 'RCON8274'], // tier 1 capital
  ['RBCT2', 'RCON5311'], // tier 2 capital
  ['RWAJT', 'RCONA223'], // total risk-weighted assets
  ['avassetj', 'RCONA224'], // total assets for the leverage ratio (adjusted average assets)
  // Income and Expense (year-to-date)
  ['intinc', 'RIAD4107'], // total interest income
  ['eintexp', 'RIAD4073'], // total interest expense
  ['nim', 'RIAD4074'], // net interest income, in dollars despite the name
  ['numemp', 'RIAD4150'], // number of full-time equivalent employees (RI memoranda 1; not dollars)
  // Provision for loan and lease losses, as filed before CECL. CECL filers report the
  // provision for credit losses as RIADJJ33: check this row before reading 2020+ SDI files.
  ['elnatr', 'RIAD4230'],
  ['nonii', 'RIAD4079'], // total noninterest income
  ['ifiduc', 'RIAD4070'], // income from fiduciary activities
  ['iserchg', 'RIAD4080'], // service charges on deposit accounts
  ['igltrad', 'RIADA220'], // trading revenue
  ['nonix', 'RIAD4093'], // total noninterest expense
  ['esal', 'RIAD4135'], // salaries and employee benefits
  ['epremagg', 'RIAD4217'], // premises and equipment expense
  ['itax', 'RIAD4302'], // applicable income taxes
  // Income before discontinued operations. Not idpretx -> RIAD4301: idpretx leaves out
  // securities gains (ibefxtr = idpretx + iglsec - itax on every row).
  ['ibefxtr', 'RIAD4300'],
  ['NETINBM', 'RIADG104'], // net income attributable to bank and noncontrolling interests
  ['NETIMIN', 'RIADG103'], // net income attributable to noncontrolling interests
  ['netinc', 'RIAD4340'], // net income attributable to the bank
  ['eqcdiv', 'RIAD4460'], // cash dividends declared on common stock
  // Total Interest Income (a report of the full download; not in the 2019-06-30 sample)
  ['ilndom', 'RIAD4010'], // interest and fee income on loans in domestic offices
  ['ils', 'RIAD4065'], // income from lease financing receivables
  // Net Loans and Leases
  ['lnlsgr', 'RCON2122'], // total loans and leases, net of unearned income
  ['lncontra', 'RCON2123'], // unearned income on loans
  ['LNRECNFM', 'RCONF158'], // 1-4 family residential construction loans
  ['LNRECNOT', 'RCONF159'], // other construction and land development loans
  ['lnreag', 'RCON1420'], // secured by farmland
  ['lnremult', 'RCON1460'], // secured by multifamily residential properties
  ['LNRENROW', 'RCONF160'], // owner-occupied nonfarm nonresidential
  ['LNRENROT', 'RCONF161'], // other nonfarm nonresidential
  ['lnag', 'RCON1590'], // agricultural production loans
  // Commercial and industrial loans: 041/051 filers report RCON1766; 031 filers split it
  // into RCFD1763 + RCFD1764 (US / non-US addressees). SDI gives the total for both.
  ['lnci', 'RCON1766'],
  ['lncrcd', 'RCONB538'], // credit cards
  ['lnconrp', 'RCONB539'], // other revolving credit plans
  ['LNAUTO', 'RCONK137'], // automobile loans
  ['lnconoth', 'RCONK207'], // other consumer loans
  ['lnfg', 'RCON2081'], // loans to foreign governments and official institutions
  ['lnmuni', 'RCON2107'], // obligations of states and political subdivisions
  ['ls', 'RCON2165'], // lease financing receivables
  ['lncomre', 'RCON2746'], // loans to finance commercial real estate not secured by real estate
  // Total Deposits
  ['depfor', 'RCFN2200'], // deposits in foreign offices
  ['trn', 'RCON2215'], // total transaction accounts
  ['ddt', 'RCON2210'], // demand deposits
  ['ntr', 'RCON2385'], // total nontransaction accounts
  ['ntrsmmda', 'RCON6810'], // money market deposit accounts
  ['ntrsoth', 'RCON0352'], // other savings deposits (MMDAs excluded)
  ['depnidom', 'RCON6631'], // noninterest-bearing deposits, domestic offices
  ['depidom', 'RCON6636'], // interest-bearing deposits, domestic offices
  ['depnifor', 'RCFN6631'], // noninterest-bearing deposits, foreign offices
  ['depifor', 'RCFN6636'], // interest-bearing deposits, foreign offices
  ['irakeogh', 'RCON6835'], // IRAs and Keogh plan accounts
  ['bro', 'RCON2365'], // total brokered deposits
  ['broins', 'RCONHK05'], // brokered deposits of $250,000 or less (fully insured)
];

/** SDI variable name, lower-cased, to its MDRM code. */
export const SDI_TO_MDRM: ReadonlyMap<string, string> = new Map(
  TABLE.map(([sdi, mdrm]) => [sdi.toLowerCase(), mdrm]),
);

/**
 * Call-report items that SDI gives only inside a total, recovered where the total and its other
 * parts are in the files. Each is an identity of the call report (or of SDI's own definition,
 * for core deposits), checked on every row of the 2019-06-30 files; a derivation whose inputs
 * are missing, or whose result falls outside what the identity allows, is left out (absent,
 * never 0).
 *
 * - RCON0081 noninterest-bearing cash and balances = chbal − chbali (RC item 1.a = 1 − 1.b).
 * - RCONB529 loans held for investment net of the allowance = lnlsnet − lnlssale (RC 4.d:
 *   lnlsnet = 4.a + 4.d).
 * - RIAD4301 income before taxes = ibefxtr + itax (RI 8 = RI 10 + RI 9).
 * - RCONJ474 time deposits over $250,000 = depdom − coredep − broins: SDI defines core deposits
 *   as domestic deposits less time deposits over $250,000 and less insured brokered deposits;
 *   kept only between 0 and the time deposits ntrtime (true on every 2019-06-30 row).
 */
export function deriveSdiItems(items: Record<string, number>): void {
  const at = (code: string) => items[code];
  const set = (code: string, value: number | null) => {
    if (value !== null && Number.isFinite(value) && items[code] === undefined) items[code] = value;
  };
  const difference = (a: number | undefined, ...rest: (number | undefined)[]) =>
    a === undefined || rest.some((v) => v === undefined)
      ? null
      : rest.reduce<number>((total, v) => total - (v as number), a);

  const cash = difference(at('SDI_CHBAL'), at('RCON0071'));
  if (cash !== null && cash >= 0) set('RCON0081', cash);
  const heldForInvestment = difference(at('SDI_LNLSNET'), at('RCON5369'));
  if (heldForInvestment !== null) set('RCONB529', heldForInvestment);
  const afterTax = at('RIAD4300');
  const tax = at('RIAD4302');
  if (afterTax !== undefined && tax !== undefined) set('RIAD4301', afterTax + tax);
  const jumbo = difference(at('RCON2200'), at('SDI_COREDEP'), at('RCONHK05'));
  const time = at('SDI_NTRTIME');
  if (jumbo !== null && time !== undefined && jumbo >= 0 && jumbo <= time) set('RCONJ474', jumbo);
}
