import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Logger } from '../../logger.js';
import type { AccountDeps } from '../accounts/index.js';
import type { ContentDeps } from '../content/index.js';
import type { CachedSentimentJudge } from '../sentiment/index.js';
import type { AfterInsert } from './ingest/types.js';

/**
 * What the inbox is built from: the accounts it reads (and their adapters), content's publishing
 * pipeline that sends its replies, and the game's sentiment judge.
 */
export interface FeedsDeps {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  accounts: AccountDeps;
  content: ContentDeps;
  /** The game's judge; re-classification asks it to forget a game's rules so it judges by the latest. */
  judge: CachedSentimentJudge;
  /** What runs on newly stored items in the storing transaction (the smart rules); nothing when absent. */
  afterInsert?: AfterInsert | undefined;
}
