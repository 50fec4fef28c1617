import type { TopicMatchMode, TopicTermKind } from '@herald/contract';

/** One search term of a topic, as its author wrote it (the contract's topic term). */
export interface TopicTerm {
  readonly kind: TopicTermKind;
  readonly value: string;
}

/** Terms combined by a match mode: the item holds any, all or none of them. */
export interface TopicTermGroup {
  readonly match: TopicMatchMode;
  readonly terms: readonly TopicTerm[];
}

/**
 * What a topic means, and nothing else: every include group must hold, and no exclude term may be
 * present. A topic without include groups matches nothing.
 */
export interface TopicMeaning {
  readonly id: number;
  readonly include: readonly TopicTermGroup[];
  readonly exclude: readonly TopicTerm[];
}

/** A fetched item as the matcher reads it. */
export interface ListenItem {
  readonly text: string;
  /** The author's handle. */
  readonly author?: string;
  /** Handles the item replies to. */
  readonly recipients?: readonly string[];
}

/** The active topics compiled together: an item is read once, whatever the number of topics. */
export interface TopicMatcher {
  /** How many topics were compiled. */
  readonly size: number;
  /** The ids of the topics the item belongs to, in the order the topics were given. */
  match(item: ListenItem): number[];
  /**
   * The topic's terms found in the item (for a matching topic, the terms that make it match), as
   * written, in the topic's order; empty for an unknown topic.
   */
  explain(item: ListenItem, topicId: number): TopicTerm[];
}
