/**
 * A small seeded pseudo-random generator for the synthetic dataset: sfc32 (Chris Doty-Humphrey's
 * Small Fast Chaotic generator, 128-bit state, passes PractRand to 2^40+ bytes), seeded through
 * a 32-bit integer hash of any number of keys. Written here rather than taken from a package:
 * it is twenty lines and keeps the generator free of dependencies.
 *
 * Streams: `new Random(seed, kind, index)` gives every institution its own sequence, so adding
 * an institution or a draw to one never shifts the numbers of another. Everything uses only
 * 32-bit integer arithmetic and Math.log/sqrt/cos (V8's fdlibm ports, identical on every
 * platform), so a seed gives the same numbers on every machine.
 */

/** A well-mixed 32-bit hash of a list of integers (murmur3 finalizer per step). */
export function hashKeys(...keys: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const key of keys) {
    h = Math.imul(h ^ (key | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // The high half of keys beyond 32 bits (large seeds) still counts.
    const high = Math.floor(key / 0x1_0000_0000) | 0;
    if (high !== 0) h = Math.imul(h ^ high, 0x27d4eb2f);
  }
  return h >>> 0;
}

/** A 32-bit hash of a text (FNV-1a), for keys such as a state code. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...keys: readonly number[]) {
    this.a = hashKeys(...keys, 1);
    this.b = hashKeys(...keys, 2);
    this.c = hashKeys(...keys, 3);
    this.d = 1;
    // Warm-up: the first outputs of sfc32 still show the seed.
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 0x1_0000_0000;
  }

  uniform(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  /** An integer in [low, high], both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal by Box-Muller (one of the pair; simplicity over speed). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** exp(normal): median `median`, log-scale spread `sigma`. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of the entries, with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let draw = this.next() * total;
    for (const [value, weight] of entries) {
      draw -= weight;
      if (draw < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Fisher-Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
