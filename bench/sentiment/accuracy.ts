/**
 * Sentiment accuracy of the built-in classifier on the labelled game-community comments: accuracy,
 * macro-F1 and the confusion matrix per language, on the tuning two thirds and on the held-out third,
 * beside a majority-class guesser; then classification throughput. Prints figures; asserts nothing.
 * Then a game's rules at the limit (1,000 rules of 5 terms, English and Chinese) matched against the
 * same texts, as the judge does before the classifier.
 *   npm run bench:sentiment                  (--errors lists the tuning items it gets wrong)
 */
import { performance } from 'node:perf_hooks';
import { SENTIMENT_RULES_MAX } from '@herald/contract';
import { classifyText } from '../../apps/server/src/modules/sentiment/index.js';
import { compileRules } from '../../apps/server/src/modules/sentiment/matcher.js';
import { type Label, type LabelledItem, labels, loadLabelled } from './dataset.js';
import { formatScores, type Prediction, scoresOf } from './metrics.js';

const THROUGHPUT_MS = Number(process.env.THROUGHPUT_MS ?? 2000);

const items = loadLabelled();
const judged = items.map((item) => ({ item, verdict: classifyText(item.text) }));

/** The label most frequent in the tuning split of a language: what a guesser that reads nothing says. */
function majorityOf(lang: LabelledItem['lang']): Label {
  const counts = new Map<Label, number>();
  for (const { lang: itemLang, label, split } of items) {
    if (itemLang === lang && split === 'tuning') counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...labels].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? 'neutral';
}

for (const lang of ['en', 'zh'] as const) {
  const majority = majorityOf(lang);
  for (const split of ['tuning', 'held-out'] as const) {
    const chosen = judged.filter(({ item }) => item.lang === lang && item.split === split);
    const scores = scoresOf(
      chosen.map(({ item, verdict }) => ({ truth: item.label, predicted: verdict.sentiment as Prediction })),
    );
    const baseline = scoresOf(chosen.map(({ item }) => ({ truth: item.label, predicted: majority })));
    console.log(`${formatScores(`${lang} ${split}`, scores, baseline)}\n`);
  }
  const all = judged.filter(({ item }) => item.lang === lang);
  const overall = scoresOf(
    all.map(({ item, verdict }) => ({ truth: item.label, predicted: verdict.sentiment as Prediction })),
  );
  const baseline = scoresOf(all.map(({ item }) => ({ truth: item.label, predicted: majority })));
  console.log(`${formatScores(`${lang} all`, overall, baseline)}\n`);
}

if (process.argv.includes('--errors')) {
  for (const { item, verdict } of judged) {
    if (item.split !== 'tuning' || verdict.sentiment === item.label) continue;
    const terms = verdict.terms.map(({ term, weight }) => `${term} ${weight}`).join(', ');
    console.log(
      `${item.id} ${item.label} → ${verdict.sentiment} (${verdict.score}) ${item.text}   [${terms}]`,
    );
  }
  console.log();
}

const texts = items.map((item) => item.text);

/** Runs `work` over every text for THROUGHPUT_MS and answers texts per second. */
function throughput(work: (text: string) => unknown): { perSecond: number; done: number } {
  let done = 0;
  const start = performance.now();
  while (performance.now() - start < THROUGHPUT_MS) {
    for (const text of texts) work(text);
    done += texts.length;
  }
  return { perSecond: Math.round(done / ((performance.now() - start) / 1000)), done };
}

const classified = throughput(classifyText);
console.log(
  `classifier: ${classified.perSecond.toLocaleString('en')} texts/s on one core (${classified.done} texts)`,
);

// Terms that do not occur in the set, so every text is checked against every rule.
const rules = compileRules(
  Array.from({ length: SENTIMENT_RULES_MAX }, (_, id) => ({
    id,
    terms: [`term${id}`, `phrase number ${id}`, `词${id}语`, `规则${id}`, `w${id}x`],
    sentiment: 'neutral' as const,
  })),
);
const matched = throughput((text) => rules.match(text));
console.log(
  `rules: ${SENTIMENT_RULES_MAX} rules × 5 terms matched at ${matched.perSecond.toLocaleString('en')} texts/s (${matched.done} texts)`,
);
