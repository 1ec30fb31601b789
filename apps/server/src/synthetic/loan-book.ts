/** Total loans: the sum of the segment balances. */
export function loanTotal(segments: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const value of segments.values()) total += value;
  return total;
}
