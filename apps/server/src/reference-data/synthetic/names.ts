import { BOND_WORDS, CITY_ENDS, CITY_STARTS, FIRST_WORDS, SECOND_WORDS } from './name-words';
import type { Random } from './random';

/**
 * Fictional names and places for the synthetic institutions.
 *
 * Names are two invented-sounding words (a colour, material or mood, then a landscape or object:
 * "Copper Lantern Bank", "Quiet Meadow Federal Credit Union"). The word lists leave out the
 * words real institutions use most (First, Citizens, Farmers, Merchants, Peoples, National,
 * American, United, Security, Home, Heritage, State Bank of, Community Bank of ...). Any
 * resemblance to the name of a real institution is coincidental. Cities are built the same way
 * from syllables ("Alderbrook", "Fernwick"); ZIP codes start with the state's real three-digit
 * prefixes so that they look local, and are otherwise arbitrary.
 */

/** State, relative weight for banks, relative weight for credit unions (roughly the 2019-2025 counts). */
export const STATES: readonly (readonly [string, number, number])[] = [
  ['AK', 6, 12],
  ['AL', 110, 110],
  ['AR', 100, 40],
  ['AZ', 20, 40],
  ['CA', 180, 300],
  ['CO', 80, 50],
  ['CT', 40, 80],
  ['DC', 5, 40],
  ['DE', 25, 20],
  ['FL', 120, 120],
  ['GA', 160, 120],
  ['HI', 8, 60],
  ['IA', 300, 90],
  ['ID', 15, 35],
  ['IL', 460, 240],
  ['IN', 120, 130],
  ['KS', 230, 70],
  ['KY', 150, 80],
  ['LA', 120, 180],
  ['MA', 120, 160],
  ['MD', 50, 80],
  ['ME', 25, 55],
  ['MI', 90, 220],
  ['MN', 300, 100],
  ['MO', 270, 110],
  ['MS', 70, 80],
  ['MT', 50, 45],
  ['NC', 50, 60],
  ['ND', 80, 40],
  ['NE', 170, 50],
  ['NH', 20, 15],
  ['NJ', 80, 150],
  ['NM', 35, 30],
  ['NV', 15, 15],
  ['NY', 130, 350],
  ['OH', 180, 270],
  ['OK', 200, 50],
  ['OR', 20, 45],
  ['PA', 160, 420],
  ['RI', 10, 20],
  ['SC', 50, 60],
  ['SD', 70, 30],
  ['TN', 150, 130],
  ['TX', 430, 480],
  ['UT', 50, 60],
  ['VA', 90, 130],
  ['VT', 12, 20],
  ['WA', 50, 80],
  ['WI', 230, 130],
  ['WV', 50, 70],
  ['WY', 30, 20],
];

/** Farm states: where agricultural banks (and credit unions with farm loans) are common. */
export const FARM_STATES = new Set([
  'IA',
  'KS',
  'NE',
  'ND',
  'SD',
  'MN',
  'MO',
  'IL',
  'WI',
  'MT',
  'OK',
  'AR',
  'TX',
  'IN',
  'ID',
  'WY',
  'CO',
]);

/** States where savings banks and thrifts are common (residential-heavy lenders). */
export const THRIFT_STATES = new Set(['MA', 'NY', 'NJ', 'PA', 'CT', 'NH', 'ME', 'OH', 'MD', 'WA']);

/** First three digits of the state's ZIP codes: [lowest, highest]. */
const ZIP_PREFIXES: Record<string, readonly [number, number]> = {
  AK: [995, 999],
  AL: [350, 369],
  AR: [716, 729],
  AZ: [850, 865],
  CA: [900, 961],
  CO: [800, 816],
  CT: [60, 69],
  DC: [200, 205],
  DE: [197, 199],
  FL: [320, 349],
  GA: [300, 319],
  HI: [967, 968],
  IA: [500, 528],
  ID: [832, 838],
  IL: [600, 629],
  IN: [460, 479],
  KS: [660, 679],
  KY: [400, 427],
  LA: [700, 714],
  MA: [10, 27],
  MD: [206, 219],
  ME: [39, 49],
  MI: [480, 499],
  MN: [550, 567],
  MO: [630, 658],
  MS: [386, 397],
  MT: [590, 599],
  NC: [270, 289],
  ND: [580, 588],
  NE: [680, 693],
  NH: [30, 38],
  NJ: [70, 89],
  NM: [870, 884],
  NV: [889, 898],
  NY: [100, 149],
  OH: [430, 459],
  OK: [730, 749],
  OR: [970, 979],
  PA: [150, 196],
  RI: [28, 29],
  SC: [290, 299],
  SD: [570, 577],
  TN: [370, 385],
  TX: [750, 799],
  UT: [840, 847],
  VA: [220, 246],
  VT: [50, 59],
  WA: [980, 994],
  WI: [530, 549],
  WV: [247, 268],
  WY: [820, 831],
};

export function zipCode(random: Random, state: string): string {
  const [low, high] = ZIP_PREFIXES[state] ?? [100, 999];
  const prefix = random.int(low, high);
  return `${String(prefix).padStart(3, '0')}${String(random.int(1, 99)).padStart(2, '0')}`;
}

/** Cities of a state, the first ones the largest (drawn more often). */
export function citiesOf(random: Random, count: number): string[] {
  const cities = new Set<string>();
  while (cities.size < count) cities.add(random.pick(CITY_STARTS) + random.pick(CITY_ENDS));
  return [...cities];
}

export type NameStyle =
  | 'bank'
  | 'bank-and-trust'
  | 'savings-bank'
  | 'trust-company'
  | 'industrial-bank'
  | 'federal-credit-union'
  | 'credit-union';

const SUFFIX: Record<NameStyle, string> = {
  bank: 'Bank',
  'bank-and-trust': 'Bank & Trust',
  'savings-bank': 'Savings Bank',
  'trust-company': 'Trust Company',
  'industrial-bank': 'Industrial Bank',
  'federal-credit-union': 'Federal Credit Union',
  'credit-union': 'Credit Union',
};

/**
 * Keeps names unique within a state (banks and credit unions alike), including the demo
 * institutions' names reserved up front.
 */
export class NameRegistry {
  private readonly used = new Set<string>();

  reserve(state: string, name: string) {
    this.used.add(`${state}|${name.toLowerCase()}`);
  }

  /** A fresh name for an institution in `state`; `bondWord` for a common-bond credit union. */
  name(random: Random, state: string, style: NameStyle, bondWord = false): string {
    for (let attempt = 0; ; attempt++) {
      const first = random.pick(FIRST_WORDS);
      const second = random.pick(SECOND_WORDS);
      if (first.endsWith(second) || second === first) continue;
      const core = bondWord ? `${first} ${random.pick(BOND_WORDS)}` : `${first} ${second}`;
      // After many collisions (a state with thousands of names), add a distinguishing word.
      const extra = attempt > 40 ? ` ${random.pick(SECOND_WORDS)}` : '';
      const name = `${core}${extra} ${SUFFIX[style]}`;
      const key = `${state}|${name.toLowerCase()}`;
      if (this.used.has(key)) continue;
      this.used.add(key);
      return name;
    }
  }
}

/** A fictional website on the reserved .example domain, which can never be a real address. */
export function websiteOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/federal credit union$/, 'fcu')
    .replace(/credit union$/, 'cu')
    .replace(/[^a-z0-9]+/g, '');
  return `www.${slug}.example`;
}
