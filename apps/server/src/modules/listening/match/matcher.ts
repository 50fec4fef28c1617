import type { TopicMatchMode } from '@herald/contract';
import { NEVER, TermIndex } from './terms.js';
import type { TopicMatcher, TopicMeaning, TopicTerm } from './types.js';

interface Group {
  match: TopicMatchMode;
  /** Distinct ids of the group's findable terms. */
  ids: readonly number[];
}

interface Compiled {
  position: number;
  topic: TopicMeaning;
  groups: readonly Group[];
  exclude: readonly number[];
  /** Every term of the topic with its id, in the topic's order: what `explain` reports. */
  terms: readonly { term: TopicTerm; id: number }[];
  /** False when the topic can match nothing: no include group, or a group that can never hold. */
  live: boolean;
}

/**
 * Whether a group can never hold: `contain_any` with nothing findable, or `contain_all` with a term
 * that can never be found. Terms that can never be found change nothing in `contain_none`.
 */
function impossible(match: TopicMatchMode, raw: readonly number[]): boolean {
  if (match === 'contain_any') return raw.every((id) => id === NEVER);
  return match === 'contain_all' && raw.includes(NEVER);
}

/**
 * The ids a topic is reached through: it can match only if one of them is found. The smallest such
 * set: one term of a `contain_all` group (every one of them must be there), else the smallest
 * `contain_any` group. Empty when only `contain_none` groups remain: the topic is tried on every item.
 */
function entriesOf(groups: readonly Group[]): readonly number[] {
  const all = groups.find((group) => group.match === 'contain_all');
  if (all?.ids[0] !== undefined) return [all.ids[0]];
  const any = groups
    .filter((group) => group.match === 'contain_any')
    .sort((a, b) => a.ids.length - b.ids.length)[0];
  return any?.ids ?? [];
}

function compileTopic(topic: TopicMeaning, position: number, index: TermIndex): Compiled {
  const terms = [...topic.include.flatMap((group) => group.terms), ...topic.exclude].map((term) => ({
    term,
    id: index.add(term),
  }));
  const raws = topic.include.map((group) => ({
    match: group.match,
    raw: group.terms.map((t) => index.add(t)),
  }));
  const groups = raws
    .map(({ match, raw }) => ({ match, ids: [...new Set(raw.filter((id) => id !== NEVER))] }))
    .filter((group) => group.ids.length > 0);
  const exclude = [...new Set(topic.exclude.map((term) => index.add(term)).filter((id) => id !== NEVER))];
  const live = raws.length > 0 && !raws.some(({ match, raw }) => impossible(match, raw));
  return { position, topic, groups, exclude, terms, live };
}

function holdsGroup({ match, ids }: Group, index: TermIndex): boolean {
  if (match === 'contain_any') return ids.some((id) => index.holds(id));
  if (match === 'contain_all') return ids.every((id) => index.holds(id));
  return !ids.some((id) => index.holds(id));
}

function passes(compiled: Compiled, index: TermIndex): boolean {
  for (const id of compiled.exclude) if (index.holds(id)) return false;
  for (const group of compiled.groups) if (!holdsGroup(group, index)) return false;
  return true;
}

/**
 * Compiles the active topics once for many items: every text term of every topic goes into one
 * automaton, so an item is scanned once; then only the topics reachable from the terms found (and
 * those made only of `contain_none` groups) are decided. A topic without include groups, or with a
 * group that can never hold, matches nothing.
 */
export function compileTopics(topics: readonly TopicMeaning[]): TopicMatcher {
  const index = new TermIndex();
  const byId = new Map<number, Compiled>();
  const reachedBy = new Map<number, Compiled[]>();
  const everywhere: Compiled[] = [];
  topics.forEach((topic, position) => {
    const compiled = compileTopic(topic, position, index);
    byId.set(topic.id, compiled);
    if (!compiled.live) return;
    const entries = entriesOf(compiled.groups);
    if (entries.length === 0) everywhere.push(compiled);
    for (const id of entries) {
      const list = reachedBy.get(id) ?? [];
      list.push(compiled);
      reachedBy.set(id, list);
    }
  });
  index.seal();
  let round = 0;
  const tried = new Int32Array(topics.length);
  return {
    size: topics.length,
    match(item) {
      round += 1;
      const found = index.find(item);
      const matched: Compiled[] = [];
      const consider = (compiled: Compiled) => {
        if (tried[compiled.position] === round) return;
        tried[compiled.position] = round;
        if (passes(compiled, index)) matched.push(compiled);
      };
      for (const id of found) for (const compiled of reachedBy.get(id) ?? []) consider(compiled);
      for (const compiled of everywhere) consider(compiled);
      return matched.sort((a, b) => a.position - b.position).map((compiled) => compiled.topic.id);
    },
    explain(item, topicId) {
      const terms = byId.get(topicId)?.terms;
      if (!terms) return [];
      index.find(item);
      const found = new Map<number, TopicTerm>();
      for (const { term, id } of terms) if (index.holds(id) && !found.has(id)) found.set(id, term);
      return [...found.values()];
    },
  };
}
