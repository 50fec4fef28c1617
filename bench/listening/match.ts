/**
 * The listening matcher: 1,000 active topics (English and Chinese terms of every kind, several groups,
 * exclusions) over 100,000 fetched items of 20–280 characters, in items per second on one core. Beside
 * it, the text preparation alone (the floor every matcher pays) and the obvious per-topic loop of
 * regular expressions on a slice of the same items, which must find exactly the same matches.
 * The regular expressions are compiled to machine code on their first use: by default V8 interprets
 * a regex until it is hot and drops its code at garbage collection, which for thousands of regexes
 * makes the loop ten times slower still; the comparison gives the baseline its best case.
 * Prints figures; asserts nothing.
 *   npm run bench:listening-match -w bench     (TOPICS=1000 ITEMS=100000 BASELINE_ITEMS=5000)
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import {
  compileTopics,
  type ListenItem,
  type TopicMatcher,
} from '../../apps/server/src/modules/listening/index.js';
import { referenceMatcher } from '../../apps/server/src/modules/listening/match/reference.js';
import { normalizeText } from '../../apps/server/src/modules/sentiment/index.js';
import { listeningData } from './data.js';

setFlagsFromString('--regexp-tier-up-ticks=0');

const TOPICS = Number(process.env.TOPICS ?? 1000);
const ITEMS = Number(process.env.ITEMS ?? 100_000);
const BASELINE_ITEMS = Math.min(ITEMS, Number(process.env.BASELINE_ITEMS ?? 5000));
const GOAL_PER_SECOND = 50_000;
const GOAL_RATIO = 10;

const { topics, items } = listeningData(TOPICS, ITEMS);
const chars = items.reduce((sum, item) => sum + item.text.length, 0);
const terms = new Set(
  topics.flatMap((t) =>
    [...t.include.flatMap((g) => g.terms), ...t.exclude].map((term) => `${term.kind}:${term.value}`),
  ),
);
console.log(
  `${topics.length} topics (${terms.size} distinct terms), ${items.length} items, ${(chars / items.length).toFixed(0)} chars on average`,
);

/** Items per second of `match` over `list`, after a warm-up pass, and the matches it found. */
function time(
  label: string,
  list: readonly ListenItem[],
  match: (item: ListenItem) => readonly unknown[] | string,
) {
  for (let i = 0; i < Math.min(list.length, 2000); i++) match(list[i] as ListenItem);
  const found: (readonly unknown[] | string)[] = [];
  const start = performance.now();
  for (const item of list) found.push(match(item));
  const seconds = (performance.now() - start) / 1000;
  const perSecond = list.length / seconds;
  const matches = found.reduce((sum, one) => sum + (typeof one === 'string' ? 0 : one.length), 0);
  console.log(
    `${label.padEnd(36)} ${perSecond.toFixed(0).padStart(9)} items/s   ${list.length} items in ${seconds.toFixed(2)} s   ${matches} matches`,
  );
  return { perSecond, found, matches };
}

const compileStart = performance.now();
const matcher: TopicMatcher = compileTopics(topics);
console.log(`compile: ${(performance.now() - compileStart).toFixed(1)} ms`);

const floor = time('normalizeText alone (floor)', items, (item) => normalizeText(item.text));
const ours = time('compiled (one automaton)', items, (item) => matcher.match(item));
const own = 1 / (1 / ours.perSecond - 1 / floor.perSecond);
console.log(
  `${'compiled, beyond normalizeText'.padEnd(36)} ${own.toFixed(0).padStart(9)} items/s   (derived: its time per item less the floor's)`,
);
const slice = items.slice(0, BASELINE_ITEMS);
const oursOnSlice = ours.found.slice(0, BASELINE_ITEMS);
const baseline = time('per-topic regex loop (baseline)', slice, referenceMatcher(topics).match);

const disagreements = slice.filter(
  (_, i) => JSON.stringify(oursOnSlice[i]) !== JSON.stringify(baseline.found[i]),
).length;
const ourSliceMatches = oursOnSlice.reduce((sum, one) => sum + (one as readonly unknown[]).length, 0);
const matchingItems = ours.found.filter((one) => one.length > 0).length;
console.log(`\nitems matching at least one topic: ${matchingItems} of ${items.length}`);
console.log(
  `agreement on the first ${slice.length} items: ${ourSliceMatches} vs ${baseline.matches} matches, ${disagreements} items differ`,
);
const ratio = ours.perSecond / baseline.perSecond;
console.log(`ratio: ${ratio.toFixed(1)}x the regex loop`);
console.log(
  `goal: ≥ ${GOAL_PER_SECOND} items/s and ≥ ${GOAL_RATIO}x — ${ours.perSecond >= GOAL_PER_SECOND && ratio >= GOAL_RATIO && disagreements === 0 ? 'met' : 'NOT met'}`,
);
