import { seededRandom } from '../../src/platform/seeded-random';
import type { TFuzzValue } from './fuzz-values';

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The fuzz sweep's draws for one route: from a generator seeded with the sweep's seed and the
 * route's name, so a route draws the same values on every run, whatever routes come before it.
 */
export function fuzzDraws(seed: number, routeName: string) {
  const random = seededRandom(seed ^ hashOf(routeName));
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const shuffled = <T>(list: T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  /** `count` of the values: one of each kind in turn, the kinds that keep to the contract first. */
  const choose = (values: TFuzzValue[], count: number): TFuzzValue[] => {
    const kinds = new Map<string, TFuzzValue[]>();
    for (const value of shuffled(values)) {
      kinds.set(value.kind, [...(kinds.get(value.kind) ?? []), value]);
    }
    const order = [...kinds.values()].sort((a, b) => Number(!a[0]?.edge) - Number(!b[0]?.edge));
    const chosen: TFuzzValue[] = [];
    for (let round = 0; chosen.length < Math.min(count, values.length); round++) {
      for (const kind of order) {
        const value = kind[round];
        if (value && chosen.length < count) {
          chosen.push(value);
        }
      }
    }
    return chosen;
  };
  return { pick, choose };
}
