import type { JudgedSentiment } from '@herald/contract';
import { normalizeText } from './normalize.js';

/** A rule as the judge uses it: enabled, in priority order, terms as the author wrote them. */
export interface RuleForMatching {
  id: number;
  terms: readonly string[];
  sentiment: JudgedSentiment;
}

export interface RuleMatch {
  ruleId: number;
  sentiment: JudgedSentiment;
  /** The term as the rule's author wrote it. */
  term: string;
}

interface Ending {
  /** The rule's place in priority order: lower wins. */
  rank: number;
  match: RuleMatch;
  /** Spaced scripts match whole words only (op must not match "opinion"); Chinese matches inside. */
  wholeWord: boolean;
}

interface Node {
  next: Map<string, Node>;
  ending?: Ending;
}

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const wordChar = /[\p{L}\p{N}_]/u;

/** A letter or digit of a spaced script: what a whole-word term must not touch. */
function isWordChar(char: string | undefined): boolean {
  return char !== undefined && wordChar.test(char) && !unspaced.test(char);
}

/** A game's enabled rules, compiled once: one trie of every term, each ending at its best rule. */
export interface CompiledRules {
  readonly size: number;
  match(text: string): RuleMatch | null;
}

export function compileRules(rules: readonly RuleForMatching[]): CompiledRules {
  const root: Node = { next: new Map() };
  rules.forEach((rule, rank) => {
    for (const term of rule.terms) {
      const key = normalizeText(term).trim();
      if (key === '') continue;
      let node = root;
      for (const char of key) {
        let child = node.next.get(char);
        if (!child) {
          child = { next: new Map() };
          node.next.set(char, child);
        }
        node = child;
      }
      // The same term in two rules belongs to the one with priority.
      if (!node.ending || node.ending.rank > rank) {
        node.ending = {
          rank,
          match: { ruleId: rule.id, sentiment: rule.sentiment, term },
          wholeWord: !unspaced.test(key),
        };
      }
    }
  });
  return {
    size: rules.length,
    match(text) {
      if (root.next.size === 0) return null;
      const chars = [...normalizeText(text)];
      let best: Ending | undefined;
      for (let start = 0; start < chars.length; start++) {
        let node = root.next.get(chars[start] ?? '');
        for (let at = start; node; node = node.next.get(chars[++at] ?? '')) {
          const ending = node.ending;
          if (!ending || (best && best.rank <= ending.rank)) continue;
          if (ending.wholeWord && (isWordChar(chars[start - 1]) || isWordChar(chars[at + 1]))) continue;
          best = ending;
          if (best.rank === 0) return best.match;
        }
      }
      return best?.match ?? null;
    },
  };
}
