import type { TopicTerm, TopicTermGroup } from '../match/types.js';

/**
 * How a network with a boolean query language writes a term, or null where it cannot. A positive
 * term it cannot write makes the query broader (its group is left to the matcher); a negative one is
 * written only where the network excludes no more than the matcher would, or an item the topic wants
 * would never be fetched.
 */
export interface TermSyntax {
  positive(term: TopicTerm): string | null;
  negative(term: TopicTerm): string | null;
}

interface Alternative {
  text: string;
  term: TopicTerm;
}

/** A topic in a boolean query language: parts every query keeps, and OR groups that may be split. */
export interface BooleanPlan {
  required: string[];
  alternatives: Alternative[][];
  negated: string[];
}

/** The topic's meaning as far as the network's query can say it. */
export function planOf(
  topic: { include: readonly TopicTermGroup[]; exclude: readonly TopicTerm[] },
  syntax: TermSyntax,
): BooleanPlan {
  const required = new Set<string>();
  const negated = new Set<string>();
  const alternatives: Alternative[][] = [];
  const negate = (term: TopicTerm) => {
    const text = syntax.negative(term);
    if (text !== null) negated.add(text);
  };
  for (const group of topic.include) {
    if (group.match === 'contain_none') group.terms.forEach(negate);
    else if (group.match === 'contain_all') {
      for (const term of group.terms) {
        const text = syntax.positive(term);
        if (text !== null) required.add(text);
      }
    } else if (group.terms.length > 0) {
      const written = group.terms.map((term) => ({ text: syntax.positive(term), term }));
      const texts = new Set(written.map(({ text }) => text));
      // One term the network cannot write and the group could hold through it alone.
      if (texts.has(null)) continue;
      const distinct = written.filter(({ text }, at) => written.findIndex((w) => w.text === text) === at);
      const [only] = distinct;
      if (distinct.length === 1 && only?.text) required.add(only.text);
      else alternatives.push(distinct.map(({ text, term }) => ({ text: text ?? '', term })));
    }
  }
  topic.exclude.forEach(negate);
  return { required: [...required], alternatives, negated: [...negated] };
}

/** Why a plan could not be written as queries. */
export type SplitRefusal =
  | { refused: 'nothing_to_search' }
  | { refused: 'query_too_long' }
  | { refused: 'too_many_queries' }
  | { refused: 'term_too_long'; term: TopicTerm };

const OR = ' OR ';

function chunkText(chunk: readonly Alternative[]): string {
  return chunk.length === 1 ? (chunk[0]?.text ?? '') : `(${chunk.map((a) => a.text).join(OR)})`;
}

/** The group's terms packed greedily into chunks of at most `room` characters (each term fits). */
function chunksOf(group: readonly Alternative[], room: number): Alternative[][] {
  const chunks: Alternative[][] = [];
  let current: Alternative[] = [];
  for (const alternative of group) {
    const widened = [...current, alternative];
    if (current.length > 0 && chunkText(widened).length > room) {
      chunks.push(current);
      current = [alternative];
    } else current = widened;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The width each OR group may take in every query, shortest group first: a group that fits its fair
 * share of the room left is written whole, a longer one gets the share (the product of the pieces is
 * smallest when the long groups share the room evenly), and never less than its longest term.
 */
function widthsOf(groups: readonly Alternative[][], room: number): number[] | SplitRefusal {
  const needs = groups.map((group) => Math.max(...group.map((a) => a.text.length)));
  let left = room - (groups.length - 1);
  const widths: number[] = [];
  for (const [index, group] of groups.entries()) {
    const need = needs[index] ?? 0;
    const later = needs.slice(index + 1).reduce((sum, n) => sum + n, 0);
    const share = Math.floor(left / (groups.length - index));
    const whole = chunkText(group).length;
    const width = Math.min(Math.max(Math.min(whole, share), need), left - later);
    if (width < need) {
      const longest = group.find((a) => a.text.length === need) ?? group[0];
      return longest ? { refused: 'term_too_long', term: longest.term } : { refused: 'query_too_long' };
    }
    widths.push(width);
    left -= width;
  }
  return widths;
}

/**
 * The plan as queries of at most `limit` characters. Every query keeps the required and negated
 * parts; an OR group too long for one query is split into pieces, and the queries take every
 * combination of one piece of each group, so together they ask for exactly what the whole would.
 */
export function splitQueries(plan: BooleanPlan, limit: number, maxQueries: number): string[] | SplitRefusal {
  if (plan.required.length === 0 && plan.alternatives.length === 0) return { refused: 'nothing_to_search' };
  const fixed = [...plan.required, ...plan.negated].join(' ');
  if (fixed.length > limit) return { refused: 'query_too_long' };
  const groups = [...plan.alternatives].sort((a, b) => chunkText(a).length - chunkText(b).length);
  const widths = widthsOf(groups, limit - fixed.length - (fixed === '' ? 0 : 1));
  if (!Array.isArray(widths)) return widths;
  let queries: string[][] = [[]];
  for (const [index, group] of groups.entries()) {
    const pieces = chunksOf(group, widths[index] ?? 0).map(chunkText);
    if (queries.length * pieces.length > maxQueries) return { refused: 'too_many_queries' };
    queries = queries.flatMap((parts) => pieces.map((piece) => [...parts, piece]));
  }
  return queries.map((parts) => [...plan.required, ...parts, ...plan.negated].join(' '));
}
