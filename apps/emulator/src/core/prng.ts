/** Deterministic pseudo-random numbers: every generated id and datum derives from the emulator seed. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits without a leading zero. */
  digits(length: number): string;
  /** A string of `length` characters drawn from `alphabet` (base62 by default). */
  chars(length: number, alphabet?: string): string;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** mulberry32: a small, fast 32-bit generator; good enough for plausible fake data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts, so independent streams can be derived from (seed, label, id…). */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    digits(length) {
      let out = String(int(1, 9));
      while (out.length < length) out += String(int(0, 9));
      return out;
    },
    chars(length, alphabet = BASE62) {
      let out = '';
      while (out.length < length) out += alphabet.charAt(Math.floor(next() * alphabet.length));
      return out;
    },
  };
}

/** An independent stream for one purpose, stable whatever else the emulator has generated. */
export function streamRng(seed: number, ...labels: ReadonlyArray<string | number>): Rng {
  return createRng(hashSeed(seed, ...labels));
}
