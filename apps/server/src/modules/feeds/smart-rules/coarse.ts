import { ownFeedTypes, type SmartRuleCriteria } from '@herald/contract';
import { gte, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { feeds } from '../../../db/schema/index.js';

/**
 * A rule's criteria the database can check itself, as conditions on feeds: everything but keywords,
 * which the evaluator matches on the rows that pass (the same evaluator as at ingestion, so both
 * always agree). Scans of stored items read only the candidates.
 */
export function coarseConditions(criteria: SmartRuleCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.networks.length > 0) conditions.push(inArray(feeds.network, criteria.networks));
  if (criteria.account_ids.length > 0) conditions.push(inArray(feeds.accountId, criteria.account_ids));
  conditions.push(
    criteria.feed_types.length > 0
      ? inArray(feeds.feedType, criteria.feed_types)
      : notInArray(feeds.feedType, [...ownFeedTypes]),
  );
  if (criteria.sentiments.length > 0) conditions.push(inArray(feeds.sentiment, criteria.sentiments));
  if (criteria.languages.length > 0) conditions.push(inArray(feeds.language, criteria.languages));
  if (criteria.min_followers !== null) conditions.push(gte(feeds.authorFollowers, criteria.min_followers));
  if (criteria.authors.length > 0) {
    const authors = [...new Set(criteria.authors.map((author) => author.trim().toLowerCase()))];
    const author = or(
      inArray(sql`lower(${feeds.authorId})`, authors),
      inArray(sql`lower(trim(${feeds.authorName}))`, authors),
    );
    if (author) conditions.push(author);
  }
  return conditions;
}

/** The columns the evaluator reads, for scans that need no more. */
export const ruleItemColumns = {
  id: feeds.id,
  createdAt: feeds.createdAt,
  network: feeds.network,
  accountId: feeds.accountId,
  feedType: feeds.feedType,
  text: feeds.text,
  sentiment: feeds.sentiment,
  language: feeds.language,
  authorId: feeds.authorId,
  authorName: feeds.authorName,
  authorFollowers: feeds.authorFollowers,
};
