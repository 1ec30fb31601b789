/** A date as the quarter it falls in, as messages name one: '2023-11-03' → 'Q4 2023'. */
export function formatQuarter(date: string): string {
  const month = Number(date.slice(5, 7));
  return `Q${Math.ceil(month / 3)} ${date.slice(0, 4)}`;
}
