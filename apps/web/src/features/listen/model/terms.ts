import { type TopicTermKind, topicTermText } from '@herald/contract';

export interface TopicTerm {
  kind: TopicTermKind;
  value: string;
}

/** How a typed term names its kind: a prefix, or quotes around an exact span. */
const prefixes: readonly { prefix: string; kind: TopicTermKind }[] = [
  { prefix: 'from:', kind: 'from' },
  { prefix: 'to:', kind: 'to' },
  { prefix: '#', kind: 'hashtag' },
  { prefix: '$', kind: 'cashtag' },
  { prefix: '@', kind: 'mention' },
];
const QUOTES = /^["“”「『](.+)["“”」』]$/s;

/**
 * A typed term with its kind: `#tag`, `$CASH`, `@name`, `from:name`, `to:name` and `"an exact span"`
 * name their own kind; anything else is of the kind chosen beside the input. Null when nothing is left.
 */
export function parseTerm(typed: string, chosen: TopicTermKind): TopicTerm | null {
  const text = typed.trim();
  const quoted = QUOTES.exec(text);
  if (quoted?.[1]?.trim()) return { kind: 'span', value: quoted[1].trim() };
  const lower = text.toLowerCase();
  for (const { prefix, kind } of prefixes) {
    if (lower.startsWith(prefix)) {
      const value = text.slice(prefix.length).trim();
      return value ? { kind, value } : null;
    }
  }
  return text ? { kind: chosen, value: text } : null;
}

/** A term as the chips and matched-term lists write it, with the mark of its kind. */
export const termText = topicTermText;

/** Adds a term unless the list already has it (same kind, same value ignoring case). */
export function addTerm(terms: readonly TopicTerm[], term: TopicTerm): TopicTerm[] {
  const same = (other: TopicTerm) =>
    other.kind === term.kind && other.value.toLowerCase() === term.value.toLowerCase();
  return terms.some(same) ? [...terms] : [...terms, term];
}
