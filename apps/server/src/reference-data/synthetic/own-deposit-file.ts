import { quarterEndOf } from '@app/core/domain/quarters';
import { Random } from './random';
import { modelRatePath } from './rate-path';

/**
 * How a product of the demo's own deposit data behaves (issue 29): its rate paid follows Fed
 * Funds by `beta` after `lagMonths`, and its balance grows by `growth` a year and loses
 * `outflow` of itself a month for each point Fed Funds stands above the rate paid (money leaves
 * for better rates), with `noise` of monthly wobble.
 */
interface ProductBehaviour {
  product: string;
  category: 'retail transactional' | 'retail non-transactional' | 'wholesale';
  start: number;
  floor: number;
  beta: number;
  lagMonths: number;
  growth: number;
  outflow: number;
  noise: number;
  /** Accounts per $1 million of balance, for the optional account columns. */
  accountsPerMillion: number;
}

/** Sticky checking at one end, rate-sensitive money market and wholesale money at the other. */
const PRODUCTS: readonly ProductBehaviour[] = [
  {
    product: 'Checking',
    category: 'retail transactional',
    start: 180e6,
    floor: 0.02,
    beta: 0.04,
    lagMonths: 6,
    growth: 0.035,
    outflow: 0.0004,
    noise: 0.004,
    accountsPerMillion: 120,
  },
  {
    product: 'Interest checking',
    category: 'retail transactional',
    start: 95e6,
    floor: 0.05,
    beta: 0.12,
    lagMonths: 4,
    growth: 0.03,
    outflow: 0.0008,
    noise: 0.005,
    accountsPerMillion: 60,
  },
  {
    product: 'Savings',
    category: 'retail non-transactional',
    start: 140e6,
    floor: 0.05,
    beta: 0.25,
    lagMonths: 3,
    growth: 0.025,
    outflow: 0.0015,
    noise: 0.005,
    accountsPerMillion: 45,
  },
  {
    product: 'Money market',
    category: 'retail non-transactional',
    start: 120e6,
    floor: 0.1,
    beta: 0.65,
    lagMonths: 1,
    growth: 0.04,
    outflow: 0.006,
    noise: 0.012,
    accountsPerMillion: 12,
  },
  {
    product: 'Commercial money market',
    category: 'wholesale',
    start: 70e6,
    floor: 0.1,
    beta: 0.8,
    lagMonths: 0,
    growth: 0.03,
    outflow: 0.009,
    noise: 0.025,
    accountsPerMillion: 3,
  },
  {
    product: 'Public funds',
    category: 'wholesale',
    start: 45e6,
    floor: 0.15,
    beta: 0.85,
    lagMonths: 0,
    growth: 0.02,
    outflow: 0.01,
    noise: 0.03,
    accountsPerMillion: 1,
  },
];

export const DEMO_OWN_DATA_FIRST_MONTH = '2016-01';
export const DEMO_OWN_DATA_MONTHS = 120;

const monthAt = (i: number) => {
  const index = 2016 * 12 + i;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The demo organization's own deposit data: 6 products over 10 years of months (2016–2025), as
 * the CSV a bank would upload, against the synthetic dataset's rate path so the betas read
 * against the Fed Funds the demo holds. Seeded: the same file every time.
 */
export function demoOwnDepositCsv(seed = 1): string {
  const rates = modelRatePath();
  const fedFunds = (i: number) => rates.at(quarterEndOf(`${monthAt(Math.max(0, i))}-01`)).fedFunds;
  const lines = [
    'product,month,balance,rate_paid,accounts,accounts_opened,accounts_closed,category',
  ];
  for (const [p, b] of PRODUCTS.entries()) {
    const random = new Random(seed, 29, p);
    let balance = b.start;
    let accounts = Math.round((balance / 1e6) * b.accountsPerMillion);
    for (let i = 0; i < DEMO_OWN_DATA_MONTHS; i++) {
      const rate = Math.max(b.floor, b.floor + b.beta * fedFunds(i - b.lagMonths));
      const gap = Math.max(0, fedFunds(i) - rate);
      const change = b.growth / 12 - b.outflow * gap + b.noise * (random.next() - 0.5);
      balance = Math.max(1e6, balance * (1 + change));
      const target = Math.round((balance / 1e6) * b.accountsPerMillion);
      const opened = Math.max(0, Math.round(accounts * 0.01 + Math.max(0, target - accounts)));
      const closed = Math.max(0, accounts + opened - target);
      accounts = target;
      lines.push(
        [
          b.product,
          monthAt(i),
          Math.round(balance),
          rate.toFixed(3),
          accounts,
          opened,
          closed,
          b.category,
        ].join(','),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
