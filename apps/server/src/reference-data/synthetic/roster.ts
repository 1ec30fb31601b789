import { iidOf } from '@app/core/domain/institution-ids';
import type { OwnershipType } from '../data/call-report';
import { demoInstitutions } from './demo-institutions';
import {
  CHURN,
  QUARTER_COUNT,
  SIZE,
  type BankArchetype,
  type CreditUnionArchetype,
} from './parameters';
import { citiesOf, NameRegistry, STATES, websiteOf, zipCode, type NameStyle } from './names';
import {
  bankArchetype,
  bankNameStyle,
  bankOwnership,
  creditUnionArchetype,
  drawMergerQuarter,
  drawSize,
  drawStartQuarter,
  FEDERAL_TOM_CODES,
} from './roster-draws';
import { hashText, Random } from './random';

/** Who a synthetic bank is: identity, kind of business, size at its first quarter. */
export interface BankProfile {
  /** Position in the roster: the key of the bank's own random stream. */
  index: number;
  agencyId: number;
  iid: number;
  name: string;
  city: string;
  state: string;
  zip: string;
  fdicCert: number;
  ownershipType: OwnershipType;
  archetype: BankArchetype;
  /** 031 filers (the largest banks) have foreign offices and file consolidated RCFD items. */
  foreignOffices: boolean;
  /** Total assets at the first quarter, $ thousands. */
  initialAssets: number;
  /** Quarter index (0 = first report date) of its first and last report (merger). */
  startQuarter: number;
  mergerQuarter: number;
  demo: boolean;
}

export type CharterType = 'federal' | 'state' | 'state-uninsured';

export interface CreditUnionProfile {
  index: number;
  agencyId: number;
  iid: number;
  name: string;
  city: string;
  state: string;
  zip: string;
  website: string;
  charter: CharterType;
  /** FOICU TOM_CODE: 0 community, 99 every state charter, others by common bond. */
  tomCode: number;
  lowIncome: boolean;
  archetype: CreditUnionArchetype;
  /** Total assets at the first quarter, whole dollars. */
  initialAssets: number;
  startQuarter: number;
  mergerQuarter: number;
  demo: boolean;
  yearOpened: number;
}

export interface Roster {
  banks: BankProfile[];
  creditUnions: CreditUnionProfile[];
}

/** Streams of the roster's random draws (the institutions' own streams use their index). */
const STREAM = { banks: 11, creditUnions: 12, cities: 13, names: 14 } as const;

/**
 * The demo institutions of the demo accounts (seed/demo-seed.ts), with the business they get
 * here: the names, places and ids are theirs; kind and size are chosen to give each demo
 * account something typical to look at.
 */
const DEMO_BANK_SHAPES: Record<
  number,
  { archetype: BankArchetype; ownershipType: OwnershipType; assets: number }
> = {
  9000001: { archetype: 'agricultural', ownershipType: 'SubS', assets: 310_000 },
  9000002: { archetype: 'commercial', ownershipType: 'Stock', assets: 640_000 },
  9000003: { archetype: 'commercial', ownershipType: 'Stock', assets: 880_000 },
  9000004: { archetype: 'diversified', ownershipType: 'Stock', assets: 2_300_000 },
  9000005: { archetype: 'residential', ownershipType: 'Stock', assets: 420_000 },
  9000006: { archetype: 'commercial', ownershipType: 'SubS', assets: 510_000 },
};
const DEMO_CREDIT_UNION_SHAPES: Record<
  number,
  { archetype: CreditUnionArchetype; charter: CharterType; tomCode: number; assets: number }
> = {
  900007: { archetype: 'balanced', charter: 'federal', tomCode: 0, assets: 450_000_000 },
  900008: { archetype: 'consumer', charter: 'state', tomCode: 99, assets: 180_000_000 },
};

/** Synthetic ids sit in ranges no agency uses today and below the demo institutions' ids. */
const FIRST_RSSD = 8_000_000;
const FIRST_CHARTER = 800_000;
const FIRST_CERT = 70_000;

class Places {
  private readonly cities = new Map<string, string[]>();
  constructor(private readonly seed: number) {}

  city(random: Random, state: string): string {
    let list = this.cities.get(state);
    if (!list) {
      const weight = STATES.find(([s]) => s === state)?.[1] ?? 50;
      list = citiesOf(
        new Random(this.seed, STREAM.cities, hashText(state)),
        8 + Math.floor(weight / 8),
      );
      this.cities.set(state, list);
    }
    // Zipf-like: the first cities of the list are the big ones.
    const rank = Math.floor(list.length * Math.pow(random.next(), 2));
    return list[rank]!;
  }
}

/**
 * The institutions of a synthetic dataset: `bankCount` banks and `creditUnionCount` credit
 * unions plus the demo institutions. Deterministic in the seed; a bank's profile depends only
 * on the seed and its position, whatever the counts.
 */
export function buildRoster(seed: number, bankCount: number, creditUnionCount: number): Roster {
  const names = new NameRegistry();
  for (const demo of demoInstitutions) names.reserve(demo.state, demo.name);
  const places = new Places(seed);
  const bankStates = STATES.map(([state, bank]) => [state, bank] as const);
  const creditUnionStates = STATES.map(([state, , cu]) => [state, cu] as const);

  const banks: BankProfile[] = [];
  let rssd = FIRST_RSSD;
  let cert = FIRST_CERT;
  for (let index = 0; index < bankCount; index++) {
    const random = new Random(seed, STREAM.banks, index);
    rssd += random.int(1, 40);
    cert += random.int(1, 6);
    const state = random.weighted(bankStates);
    const startQuarter = drawStartQuarter(random);
    const initialAssets =
      startQuarter > 0 ? random.logNormal(40_000, 0.5) : drawSize(random, SIZE.bank);
    const archetype = bankArchetype(random, state, initialAssets);
    const ownershipType = bankOwnership(random, state, archetype, initialAssets);
    banks.push({
      index,
      agencyId: rssd,
      iid: iidOf('bank', rssd),
      name: names.name(random, state, bankNameStyle(random, ownershipType, archetype)),
      city: places.city(random, state),
      state,
      zip: zipCode(random, state),
      fdicCert: cert,
      ownershipType,
      archetype,
      foreignOffices: false,
      initialAssets,
      startQuarter,
      mergerQuarter: drawMergerQuarter(random, CHURN.bankMergerPerQuarter, startQuarter),
      demo: false,
    });
  }
  // The largest banks file the 031 with foreign offices: at least one in any sample.
  const foreignCount = Math.max(1, Math.round(bankCount * 0.004));
  [...banks]
    .filter((b) => b.startQuarter === 0)
    .sort((a, b) => b.initialAssets - a.initialAssets || a.index - b.index)
    .slice(0, foreignCount)
    .forEach((b) => {
      b.foreignOffices = true;
      if (b.archetype === 'trust' || b.archetype === 'commercial') b.archetype = 'diversified';
      b.mergerQuarter = QUARTER_COUNT;
    });

  const creditUnions: CreditUnionProfile[] = [];
  let charter = FIRST_CHARTER;
  for (let index = 0; index < creditUnionCount; index++) {
    const random = new Random(seed, STREAM.creditUnions, index);
    charter += random.int(1, 30);
    const state = random.weighted(creditUnionStates);
    const startQuarter = drawStartQuarter(random);
    const initialAssets =
      startQuarter > 0 ? random.logNormal(3_000_000, 0.6) : drawSize(random, SIZE.creditUnion);
    const charterType: CharterType = random.weighted([
      ['federal', 60],
      ['state', 38],
      ['state-uninsured', 2],
    ]);
    const tomCode =
      charterType !== 'federal' ? 99 : random.chance(0.33) ? 0 : random.weighted(FEDERAL_TOM_CODES);
    const archetype = creditUnionArchetype(random, initialAssets);
    const style: NameStyle = charterType === 'federal' ? 'federal-credit-union' : 'credit-union';
    const bond = tomCode !== 0 && tomCode !== 99 && tomCode !== 66 && random.chance(0.5);
    const name = names.name(random, state, style, bond);
    const small = initialAssets < 20_000_000;
    creditUnions.push({
      index,
      agencyId: charter,
      iid: iidOf('credit union', charter),
      name,
      city: places.city(random, state),
      state,
      zip: zipCode(random, state),
      website: websiteOf(name),
      charter: charterType,
      tomCode,
      lowIncome: random.chance(small || tomCode === 0 ? 0.6 : 0.4),
      archetype,
      initialAssets,
      startQuarter,
      mergerQuarter: drawMergerQuarter(
        random,
        CHURN.creditUnionMergerPerQuarter * (small ? CHURN.smallCreditUnionMergerFactor : 1),
        startQuarter,
      ),
      demo: false,
      yearOpened: startQuarter > 0 ? 2006 + Math.floor(startQuarter / 4) : random.int(1930, 2004),
    });
  }

  // The demo institutions: always there, first to last quarter, with their own streams.
  for (const demo of demoInstitutions) {
    const random = new Random(seed, 20, demo.agencyId);
    if (demo.type === 'bank') {
      const shape = DEMO_BANK_SHAPES[demo.agencyId]!;
      cert += random.int(1, 6);
      banks.push({
        index: 1_000_000 + demo.agencyId,
        agencyId: demo.agencyId,
        iid: iidOf('bank', demo.agencyId),
        name: demo.name,
        city: demo.city,
        state: demo.state,
        zip: zipCode(random, demo.state),
        fdicCert: cert,
        ownershipType: shape.ownershipType,
        archetype: shape.archetype,
        foreignOffices: false,
        initialAssets: shape.assets,
        startQuarter: 0,
        mergerQuarter: QUARTER_COUNT,
        demo: true,
      });
    } else {
      const shape = DEMO_CREDIT_UNION_SHAPES[demo.agencyId]!;
      creditUnions.push({
        index: 1_000_000 + demo.agencyId,
        agencyId: demo.agencyId,
        iid: iidOf('credit union', demo.agencyId),
        name: demo.name,
        city: demo.city,
        state: demo.state,
        zip: zipCode(random, demo.state),
        website: websiteOf(demo.name),
        charter: shape.charter,
        tomCode: shape.tomCode,
        lowIncome: false,
        archetype: shape.archetype,
        initialAssets: shape.assets,
        startQuarter: 0,
        mergerQuarter: QUARTER_COUNT,
        demo: true,
        yearOpened: 1952,
      });
    }
  }
  if (rssd >= 9_000_000 || charter >= 900_000)
    throw new Error('too many synthetic institutions for the id ranges');
  banks.sort((a, b) => a.agencyId - b.agencyId);
  creditUnions.sort((a, b) => a.agencyId - b.agencyId);
  return { banks, creditUnions };
}
