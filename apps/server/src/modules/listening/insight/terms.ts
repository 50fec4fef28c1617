import type { ListenRange } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import {
  hashtagsOf,
  ruleWords,
  type TermCount,
  type TermDictionary,
  termDictionary,
  topTerms,
  wordsOf,
} from '../../sentiment/index.js';
import { checkedSpan, type Span, withinSql } from './range.js';
import { type InsightTopic, topicOf, topicWords } from './topic.js';

/** Mentions read for top terms: the range's newest, so a busy topic's terms cost the same. */
export const TERMS_READ_MAX = 5_000;
/** Words and hashtags listed. */
const TOP_WORDS = 30;
const TOP_HASHTAGS = 20;

/** The game's dictionary for a topic: the topic's own terms and the game's sentiment rules' words. */
export async function dictionaryOf(db: DbOrTx, topic: InsightTopic): Promise<TermDictionary> {
  return termDictionary([...topicWords(topic), ...(await ruleWords(db, topic.gameId))]);
}

/** The texts of a topic's newest mentions in a span (at most TERMS_READ_MAX), optionally of one filter. */
export async function mentionTexts(db: DbOrTx, topicId: number, span: Span): Promise<string[]> {
  const rows = await queryRows<{ text: string }>(
    db,
    sql`select i.text from (
        select m.item_id from listen_matches m
        where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)}
        order by m.published_at desc limit ${TERMS_READ_MAX}
      ) newest join listen_items i on i.id = newest.item_id`,
  );
  return rows.map((row) => row.text);
}

/** Top words and hashtags of texts, each counted once per text. */
export function termsOfTexts(
  texts: readonly string[],
  dictionary: TermDictionary,
  limits = { words: TOP_WORDS, hashtags: TOP_HASHTAGS },
): { words: TermCount[]; hashtags: TermCount[] } {
  return {
    words: topTerms(texts, (text) => wordsOf(text, dictionary), limits.words),
    hashtags: topTerms(texts, hashtagsOf, limits.hashtags),
  };
}

/**
 * A topic's top words (Chinese cut with the game's dictionary, stop words dropped) and hashtags over
 * a range, read from its newest TERMS_READ_MAX mentions there.
 */
export async function topicTerms(
  db: DbOrTx,
  gameId: number,
  input: { topic_id: number; range: ListenRange },
) {
  const topic = await topicOf(db, gameId, input.topic_id);
  const span = checkedSpan(input.range);
  const [texts, dictionary] = await Promise.all([mentionTexts(db, topic.id, span), dictionaryOf(db, topic)]);
  return termsOfTexts(texts, dictionary);
}
