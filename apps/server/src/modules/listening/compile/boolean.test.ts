import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BooleanPlan, splitQueries } from './boolean.js';

const word = fc.stringMatching(/^[a-z]{2,30}$/);
const alternatives = fc
  .uniqueArray(word, { minLength: 2, maxLength: 60 })
  .map((words) => words.map((text) => ({ text, term: { kind: 'keyword' as const, value: text } })));
const planArb: fc.Arbitrary<BooleanPlan> = fc.record({
  required: fc.uniqueArray(word, { maxLength: 4 }),
  alternatives: fc.array(alternatives, { minLength: 1, maxLength: 3 }),
  negated: fc.uniqueArray(
    word.map((w) => `-${w}`),
    { maxLength: 4 },
  ),
});

/** The OR pieces of a query, as sets of words. */
function piecesOf(query: string): Set<string> {
  return new Set(query.match(/[a-z]+/g) ?? []);
}

describe('splitting OR groups across queries', () => {
  it('keeps every query within the limit, with every fixed part and every combination of terms', () => {
    fc.assert(
      fc.property(planArb, fc.constantFrom(160, 300, 512), (plan, limit) => {
        const queries = splitQueries(plan, limit, 10_000);
        if (!Array.isArray(queries)) {
          // Only refused when one term cannot fit beside the fixed parts and the other groups.
          expect(queries.refused).toMatch(/term_too_long|query_too_long/);
          return;
        }
        const words = queries.map(piecesOf);
        for (const query of queries) {
          expect(query.length).toBeLessThanOrEqual(limit);
          for (const part of [...plan.required, ...plan.negated]) expect(query.split(' ')).toContain(part);
        }
        // Every choice of one term per group is asked by some query (checked on the first two groups).
        const [first = [], second = [{ text: '' }]] = plan.alternatives;
        for (const a of first) {
          for (const b of second) {
            expect(words.some((set) => set.has(a.text) && (b.text === '' || set.has(b.text)))).toBe(true);
          }
        }
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
