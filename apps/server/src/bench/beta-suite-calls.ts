/**
 * The Beta Suite's calls (one per page, issue 16) as the bench measures them: [name, url] of a
 * bank subject that holds Non-Maturity Deposits Standard, against the national group and a
 * custom group filtered to three members.
 */
export function betaSuiteCalls(
  subject: number,
  nationalId: number,
  groupId: number,
  three: string,
): [string, string][] {
  const page = `/api/${subject}/nmd/beta-suite`;
  return [
    ['beta suite: cycle beta', `${page}/cycle`],
    ['beta suite: asymmetric betas', `${page}/asymmetric?startDate=2016-03-31`],
    ['beta suite: rolling betas', `${page}/rolling?startDate=2016-03-31&lag=1`],
    ['beta suite: lag search', `${page}/lags?startDate=2016-03-31`],
    ['beta suite: peer rank (national)', `${page}/peer-rank/${nationalId}`],
    ['beta suite: peer rank (custom, 3 ticked)', `${page}/peer-rank/${groupId}?members=${three}`],
    ['beta suite: regulatory view', `${page}/regulatory?startDate=2016-03-31`],
    ['beta suite: back-test', `${page}/back-test?startDate=2016-03-31&beta=asymmetric&lag=1`],
    ['beta suite: rate scenarios', `${page}/scenarios?startDate=2016-03-31&path=5,5,4.5,4,4,4,4,4`],
  ];
}
