import {
  type FeedLanguage,
  type FeedType,
  ownFeedTypes,
  type Sentiment,
  type SmartRuleCriteria,
  type SmartRuleOrder,
  type SocialNetwork,
} from '@herald/contract';
import { buildKeywordIndex, type KeywordIndex } from './keywords.js';

/** What a rule looks at in an item; a feeds row has exactly these fields. */
export interface RuleItem {
  network: SocialNetwork;
  accountId: number;
  feedType: FeedType;
  text: string;
  sentiment: Sentiment;
  language: FeedLanguage | null;
  authorId: string | null;
  authorName: string | null;
  authorFollowers: number | null;
}

/** A rule as the evaluator needs it. */
export interface RuleSpec {
  id: number;
  order: SmartRuleOrder;
  position: number;
  enabled: boolean;
  criteria: SmartRuleCriteria;
}

export interface RuleMatcher<R extends RuleSpec> {
  /**
   * The rules that act on the item: the first ordered rule that matches, then every unordered rule
   * that matches, each list by position.
   */
  match(item: RuleItem): R[];
}

/** What one item offers, worked out only when a rule asks (most items fail on cheap criteria first). */
interface ItemFacts {
  item: RuleItem;
  /** Whether the text was read and the keyword groups counted for it. */
  groupsRead: boolean;
  authorId: string | null | undefined;
  authorName: string | null | undefined;
}

type Check = (facts: ItemFacts) => boolean;

/**
 * Every keyword group of every rule, numbered. Reading a text yields its terms; each found term counts
 * once for the groups holding it, so a group is decided by its count (any: > 0, all: = its size,
 * none: 0) whatever its number of terms.
 */
class KeywordGroups {
  private readonly groupsOfTerm: number[][];
  private groups = 0;
  private counts = new Int32Array(0);

  constructor(private readonly index: KeywordIndex) {
    this.groupsOfTerm = Array.from({ length: index.size }, () => []);
  }

  /** Registers a group and answers its check. A term that can never match makes `all` impossible. */
  add(group: SmartRuleCriteria['keywords'][number]): Check {
    const g = this.groups++;
    const raw = group.terms.map((term) => this.index.idOf(term));
    const ids = [...new Set(raw.filter((id) => id >= 0))];
    for (const id of ids) this.groupsOfTerm[id]?.push(g);
    if (group.match === 'any') return (facts) => this.read(facts, g) > 0;
    if (group.match === 'none') return (facts) => this.read(facts, g) === 0;
    const size = raw.includes(-1) ? Number.POSITIVE_INFINITY : ids.length;
    return (facts) => this.read(facts, g) >= size;
  }

  /** Sizes the counters once every group is registered. */
  seal(): void {
    this.counts = new Int32Array(this.groups);
  }

  private read(facts: ItemFacts, group: number): number {
    if (!facts.groupsRead) {
      this.counts.fill(0);
      for (const term of this.index.find(facts.item.text)) {
        for (const g of this.groupsOfTerm[term] ?? []) this.counts[g] = (this.counts[g] ?? 0) + 1;
      }
      facts.groupsRead = true;
    }
    return this.counts[group] ?? 0;
  }
}

function authorCheck(authors: readonly string[]): Check {
  const wanted = new Set(authors.map((author) => author.trim().toLowerCase()));
  return (facts) => {
    if (facts.authorId === undefined) facts.authorId = facts.item.authorId?.toLowerCase() ?? null;
    if (facts.authorName === undefined)
      facts.authorName = facts.item.authorName?.trim().toLowerCase() ?? null;
    return (
      (facts.authorId !== null && wanted.has(facts.authorId)) ||
      (facts.authorName !== null && wanted.has(facts.authorName))
    );
  };
}

function inSet<T>(values: readonly T[], of: (item: RuleItem) => T): Check | null {
  if (values.length === 0) return null;
  const wanted = new Set(values);
  return (facts) => wanted.has(of(facts.item));
}

const own: ReadonlySet<FeedType> = new Set(ownFeedTypes);
const othersOnly: Check = ({ item }) => !own.has(item.feedType);

/**
 * A rule's criteria as checks, cheapest first; keywords (the one costly check) last. Without feed
 * types a rule looks only at what others wrote: the team's own comments and messages are acted on only
 * by a rule that names their types.
 */
function checksOf(criteria: SmartRuleCriteria, keywords: KeywordGroups): Check[] {
  const checks: (Check | null)[] = [
    inSet(criteria.networks, (item) => item.network),
    inSet(criteria.account_ids, (item) => item.accountId),
    inSet(criteria.feed_types, (item) => item.feedType) ?? othersOnly,
    inSet(criteria.sentiments, (item) => item.sentiment),
    inSet(criteria.languages, (item) => item.language),
  ];
  const min = criteria.min_followers;
  if (min !== null) checks.push(({ item }) => item.authorFollowers !== null && item.authorFollowers >= min);
  if (criteria.authors.length > 0) checks.push(authorCheck(criteria.authors));
  for (const group of criteria.keywords) checks.push(keywords.add(group));
  return checks.filter((check): check is Check => check !== null);
}

/**
 * Compiles a game's rules once for many items: every keyword of every rule goes into one automaton,
 * so an item's text is read at most once whatever the number of rules and terms. Disabled rules are
 * left out. A rule without any criterion would match everything; the store never keeps one.
 */
export function compileRules<R extends RuleSpec>(rules: readonly R[]): RuleMatcher<R> {
  const enabled = rules.filter((rule) => rule.enabled);
  const keywords = new KeywordGroups(
    buildKeywordIndex(enabled.flatMap((rule) => rule.criteria.keywords.flatMap((group) => group.terms))),
  );
  const compiled = (order: SmartRuleOrder) =>
    enabled
      .filter((rule) => rule.order === order)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((rule) => ({ rule, checks: checksOf(rule.criteria, keywords) }));
  const ordered = compiled('ordered');
  const unordered = compiled('unordered');
  keywords.seal();
  const passes = (checks: readonly Check[], facts: ItemFacts) => {
    for (const check of checks) if (!check(facts)) return false;
    return true;
  };
  return {
    match(item) {
      const facts: ItemFacts = { item, groupsRead: false, authorId: undefined, authorName: undefined };
      const matched: R[] = [];
      for (const { rule, checks } of ordered) {
        if (passes(checks, facts)) {
          matched.push(rule);
          break;
        }
      }
      for (const { rule, checks } of unordered) if (passes(checks, facts)) matched.push(rule);
      return matched;
    },
  };
}
