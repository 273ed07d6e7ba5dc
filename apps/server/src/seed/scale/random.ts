/**
 * A small seeded generator (mulberry32): the same `--documents` gives the same data on every run and both
 * databases, and it is several times cheaper than `crypto` for the millions of choices a seed makes. Nothing
 * secret comes from here (viewer codes and password salts use `crypto`).
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Draws items in proportion to their weights: one binary search over the running totals per draw. */
export class Weighted<T> {
  private readonly totals: number[] = [];
  private readonly sum: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let running = 0;
    for (const weight of weights) this.totals.push((running += weight));
    this.sum = running;
  }

  draw(random: Random): T {
    const target = random.next() * this.sum;
    let low = 0;
    let high = this.totals.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.totals[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

/** Zipf weights (1, 1/2^s, 1/3^s, …): a few items take much, most take little. */
export function zipfWeights(count: number, exponent: number): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);
}
