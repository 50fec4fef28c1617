/**
 * Smart-rule evaluation: 200 rules (English and Chinese keywords, mixed criteria, a third of them in
 * the ordered list) over 100,000 synthetic inbox items, in microseconds per item. Beside it, the same
 * items through an empty rule set (the floor: the loop and the call) and through a naive evaluator
 * that tries each rule's keywords as its own regular expressions. Prints figures; asserts nothing.
 *   npm run bench:rules -w bench         (RULES=200 ITEMS=100000 to change the size)
 */
import { performance } from 'node:perf_hooks';
import {
  compileRules,
  type RuleItem,
  type RuleSpec,
} from '../../apps/server/src/modules/feeds/smart-rules/compile.js';
import { normalizeText } from '../../apps/server/src/modules/feeds/smart-rules/normalize.js';
import { syntheticItems, syntheticRules } from './rules-data.js';

const RULES = Number(process.env.RULES ?? 200);
const ITEMS = Number(process.env.ITEMS ?? 100_000);
const GOAL_US = 50;

const accountIds = Array.from({ length: 40 }, (_, i) => i + 1);
const items = syntheticItems(ITEMS, accountIds);

const escapeRegex = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasHan = /\p{Script=Han}/u;

/** The obvious way: per rule, per group, one regular expression per term, tried on every item. */
function naiveMatcher(all: readonly RuleSpec[]) {
  const compiled = all.map((rule) => ({
    rule,
    groups: rule.criteria.keywords.map((group) => ({
      match: group.match,
      regexes: group.terms.map((term) => {
        const normal = normalizeText(term);
        return new RegExp(hasHan.test(normal) ? escapeRegex(normal) : `\\b${escapeRegex(normal)}\\b`, 'u');
      }),
    })),
  }));
  const passes = (
    rule: RuleSpec,
    item: RuleItem,
    text: string,
    groups: (typeof compiled)[number]['groups'],
  ) => {
    const c = rule.criteria;
    if (c.networks.length > 0 && !c.networks.includes(item.network)) return false;
    if (c.account_ids.length > 0 && !c.account_ids.includes(item.accountId)) return false;
    if (c.feed_types.length > 0 && !c.feed_types.includes(item.feedType)) return false;
    if (c.sentiments.length > 0 && !c.sentiments.includes(item.sentiment)) return false;
    if (c.languages.length > 0 && (item.language === null || !c.languages.includes(item.language)))
      return false;
    if (c.min_followers !== null && (item.authorFollowers ?? -1) < c.min_followers) return false;
    if (c.authors.length > 0 && !c.authors.includes(item.authorId ?? '')) return false;
    return groups.every((group) => {
      const found = group.regexes.map((regex) => regex.test(text));
      if (group.match === 'any') return found.some(Boolean);
      if (group.match === 'all') return found.every(Boolean);
      return !found.some(Boolean);
    });
  };
  return {
    match(item: RuleItem) {
      const text = normalizeText(item.text);
      const matched: RuleSpec[] = [];
      let orderedDone = false;
      for (const { rule, groups } of compiled) {
        if (rule.order === 'ordered' && orderedDone) continue;
        if (passes(rule, item, text, groups)) {
          matched.push(rule);
          if (rule.order === 'ordered') orderedDone = true;
        }
      }
      return matched;
    },
  };
}

function time(label: string, match: (item: RuleItem) => readonly RuleSpec[]) {
  // A warm-up pass lets the JIT settle, as it has in a long-running worker.
  for (let i = 0; i < Math.min(items.length, 10_000); i++) match(items[i] as RuleItem);
  let matches = 0;
  const start = performance.now();
  for (const item of items) matches += match(item).length;
  const elapsed = performance.now() - start;
  const perItem = (elapsed * 1000) / items.length;
  console.log(
    `${label.padEnd(34)} ${perItem.toFixed(2).padStart(8)} µs/item   ${(elapsed / 1000).toFixed(2)} s total   ${matches} matches`,
  );
  return perItem;
}

function scenario(title: string, rules: RuleSpec[]): number {
  const compileStart = performance.now();
  const matcher = compileRules(rules);
  const compileMs = performance.now() - compileStart;
  const terms = new Set(rules.flatMap((rule) => rule.criteria.keywords.flatMap((group) => group.terms))).size;
  console.log(`\n${title}: ${rules.length} rules (${terms} distinct terms), ${items.length} items`);
  console.log(`compile: ${compileMs.toFixed(1)} ms`);
  time('empty rule set (floor)', compileRules([]).match);
  const ours = time('compiled (one automaton)', matcher.match);
  time('naive per-rule regex loop', naiveMatcher(rules).match);
  return ours;
}

const mixed = scenario('mixed criteria', syntheticRules(RULES, accountIds));
const heavy = scenario('keywords only', syntheticRules(RULES, accountIds, { keywordsOnly: true }));
const worst = Math.max(mixed, heavy);
console.log(
  `\ngoal: ≤ ${GOAL_US} µs/item — ${worst <= GOAL_US ? 'met' : 'NOT met'} (worst ${worst.toFixed(2)})`,
);
