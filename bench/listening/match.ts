/**
 * The listening matcher: 1,000 active topics (English and Chinese terms of every kind, several groups,
 * exclusions) over 100,000 fetched items of 20–280 characters, in items per second on one core. Beside
 * it, `normalizeText` alone (the floor every matcher of these texts pays) and the obvious per-topic
 * loop of regular expressions on a slice of the same items, which must find exactly the same matches.
 * The regular expressions are compiled to machine code on their first use: with V8's default (each
 * regex interpreted until it is hot) thousands of them ran ten times slower still here, so the
 * comparison gives the baseline its best case.
 * Prints figures; asserts nothing.
 *   npm run bench:listening-match -w bench     (TOPICS=1000 ITEMS=100000 PASSES=3 BASELINE_ITEMS=5000)
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
const PASSES = Number(process.env.PASSES ?? 3);
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

/** One way of matching: its fastest pass over the items, and what it found. */
interface Runner {
  label: string;
  match: (item: ListenItem) => readonly number[] | string;
  /** The fewest seconds a pass took. */
  seconds: number;
  items: number;
  found: (readonly number[] | string)[];
}

const runner = (label: string, match: Runner['match']): Runner => ({
  label,
  match,
  seconds: Number.POSITIVE_INFINITY,
  items: 0,
  found: [],
});

/** One pass over the list; the runner keeps its fastest. */
function pass(measured: Runner, list: readonly ListenItem[]): void {
  const found: Runner['found'] = [];
  const start = performance.now();
  for (const item of list) found.push(measured.match(item));
  const seconds = (performance.now() - start) / 1000;
  if (seconds < measured.seconds) Object.assign(measured, { seconds, items: list.length, found });
}

const perSecond = (measured: Runner) => measured.items / measured.seconds;
const matchesOf = (found: readonly (readonly number[] | string)[]) =>
  found.reduce((sum, one) => sum + (typeof one === 'string' ? 0 : one.length), 0);

function report(measured: Runner): void {
  console.log(
    `${measured.label.padEnd(36)} ${perSecond(measured).toFixed(0).padStart(9)} items/s   ${measured.items} items in ${measured.seconds.toFixed(2)} s   ${matchesOf(measured.found)} matches`,
  );
}

const compileStart = performance.now();
const matcher: TopicMatcher = compileTopics(topics);
console.log(`compile: ${(performance.now() - compileStart).toFixed(1)} ms`);

const floor = runner('normalizeText alone (floor)', (item) => normalizeText(item.text));
const ours = runner('compiled (one automaton)', (item) => matcher.match(item));
const baseline = runner('per-topic regex loop (baseline)', referenceMatcher(topics).match);
const slice = items.slice(0, BASELINE_ITEMS);
// A warm-up lets the JIT settle, as in a long-running worker. Each figure is the fastest of a few
// passes, taken in turns: on a machine doing other work, the pass least disturbed.
for (const warm of [floor, ours, baseline]) for (const item of items.slice(0, 500)) warm.match(item);
for (let round = 0; round < PASSES; round++) {
  pass(floor, items);
  pass(ours, items);
}
pass(baseline, slice);
report(floor);
report(ours);
const own = 1 / (1 / perSecond(ours) - 1 / perSecond(floor));
console.log(
  `${'compiled, beyond normalizeText'.padEnd(36)} ${own.toFixed(0).padStart(9)} items/s   (its time per item less the floor's)`,
);
report(baseline);
const oursOnSlice = ours.found.slice(0, BASELINE_ITEMS);

const disagreements = slice.filter(
  (_, i) => JSON.stringify(oursOnSlice[i]) !== JSON.stringify(baseline.found[i]),
).length;
const matchingItems = ours.found.filter((one) => one.length > 0).length;
console.log(`\nitems matching at least one topic: ${matchingItems} of ${items.length}`);
console.log(
  `agreement on the first ${slice.length} items: ${matchesOf(oursOnSlice)} vs ${matchesOf(baseline.found)} matches, ${disagreements} items differ`,
);
const ratio = perSecond(ours) / perSecond(baseline);
console.log(`ratio: ${ratio.toFixed(1)}x the regex loop`);
const met = perSecond(ours) >= GOAL_PER_SECOND && ratio >= GOAL_RATIO && disagreements === 0;
console.log(`goal: ≥ ${GOAL_PER_SECOND} items/s and ≥ ${GOAL_RATIO}x — ${met ? 'met' : 'NOT met'}`);
