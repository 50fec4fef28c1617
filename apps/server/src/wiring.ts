import { join } from 'node:path';
import type { z } from 'zod';
import type { Config } from './config.js';
import type { TokenVault } from './crypto/tokens.js';
import type { Db } from './db/client.js';
import { readDatabase } from './db/read.js';
import type { Identity } from './http/guard.js';
import type { JobDefinition, JobQueue, JobSpec } from './jobs/queue.js';
import type { Logger } from './logger.js';
import { type AccountDeps, accountJobSpecs, accountJobs } from './modules/accounts/index.js';
import { type AppDeps, appDeps, appJobs } from './modules/app/index.js';
import { type AssignDeps, assignDeps, assignJobSpecs, assignJobs } from './modules/assign/index.js';
import { findSession } from './modules/auth/index.js';
import {
  type ContentDeps,
  contentDeps,
  contentJobSpecs,
  contentJobs,
  type MediaStore,
} from './modules/content/index.js';
import {
  type FeedsDeps,
  feedSentimentHooks,
  feedsJobSpecs,
  feedsJobs,
  rulePorts,
  type SmartRuleDeps,
  smartRulesAfterInsert,
} from './modules/feeds/index.js';
import {
  insightJobSpecs,
  insightJobs,
  type ListeningDeps,
  listeningDeps,
  listeningFetchJobs,
  listeningFetchSpecs,
} from './modules/listening/index.js';
import { type MaterialDeps, materialDeps, materialJobSpecs, materialJobs } from './modules/material/index.js';
import { createMailer } from './modules/notices/index.js';
import { loadTenant } from './modules/perm/index.js';
import { type ReportsDeps, reportsJobSpecs, reportsJobs } from './modules/reports/index.js';
import {
  type ReviewDeps,
  reviewApproval,
  reviewDeps,
  reviewJobSpecs,
  reviewJobs,
} from './modules/review/index.js';
import type { ReviewConfigDeps } from './modules/review-config/index.js';
import {
  createLexiconClassifier,
  createSentimentJudge,
  type SentimentDeps,
  type SentimentHooks,
} from './modules/sentiment/index.js';
import { appBaseUrl } from './modules/uploads/index.js';
import { createOutboundPolicy } from './outbound/index.js';
import type { Platforms } from './platforms/registry.js';

/** What every module is built from: one per process, shared by the API and the workers. */
export interface Foundation {
  config: Config;
  db: Db;
  queue: JobQueue;
  logger: Logger;
  vault: TokenVault;
  platforms: Platforms;
  /** Uploaded media as the content module reads it (the uploads table when not given). */
  media?: MediaStore | undefined;
  /** What a sentiment rule change sets off in the stored items (the feeds module's when not given). */
  sentimentHooks?: SentimentHooks | undefined;
}

/** The dependencies of the modules that need more than the database. */
export interface Modules {
  accounts: AccountDeps;
  reviewConfig: ReviewConfigDeps;
  content: ContentDeps;
  review: ReviewDeps;
  app: AppDeps;
  sentiment: SentimentDeps;
  feeds: FeedsDeps;
  feedRules: SmartRuleDeps;
  reports: ReportsDeps;
  assign: AssignDeps;
  material: MaterialDeps;
  listening: ListeningDeps;
}

/**
 * Builds the modules in their dependency order. Content is handed approval as a port (the review
 * module's) rather than importing review, which itself builds on content: dependencies point one way.
 */
export function wireModules(base: Foundation): Modules {
  const { config } = base;
  const accounts: AccountDeps = {
    db: base.db,
    vault: base.vault,
    platforms: base.platforms,
    queue: base.queue,
    logger: base.logger,
    publicUrl: config.PUBLIC_URL,
  };
  const mailer = createMailer(config);
  const outbound = createOutboundPolicy(config);
  const approval = reviewApproval({ queue: base.queue, mailer });
  const content = contentDeps(accounts, config, approval, base.media);
  // One judge for what the inbox stores and what the rules screen tries; the inbox re-judges its items
  // when the rules change (the sentiment module's hooks port, which feeds implements).
  const judge = createSentimentJudge(base.db, createLexiconClassifier());
  // The smart rules act on what the inbox stores, in the storing transaction; what they do beyond the
  // inbox's tables (a reply, a hide) is queued there and done by a worker after it commits.
  const ports = rulePorts({ queue: base.queue });
  const feedRules: SmartRuleDeps = { db: base.db, queue: base.queue, logger: base.logger, ports };
  const feeds: FeedsDeps = {
    db: base.db,
    queue: base.queue,
    logger: base.logger,
    accounts,
    content,
    judge,
    afterInsert: smartRulesAfterInsert(feedRules),
  };
  return {
    accounts,
    reviewConfig: { db: base.db, vault: base.vault, outbound, logger: base.logger },
    content,
    review: reviewDeps(content, config, mailer, outbound),
    app: appDeps(content, config, outbound),
    sentiment: { db: base.db, judge, hooks: base.sentimentHooks ?? feedSentimentHooks(feeds) },
    feeds,
    feedRules,
    reports: {
      db: base.db,
      readDb: readDatabase(config, base.db, (error) =>
        base.logger.warn({ err: error }, 'read replica connection dropped'),
      ),
      queue: base.queue,
      logger: base.logger,
      accounts,
      exportDir: join(config.DATA_DIR, 'exports'),
    },
    assign: assignDeps(base, mailer),
    material: materialDeps(base, mailer),
    listening: listeningDeps(base, { accounts, judge, mailer, consoleUrl: appBaseUrl }),
  };
}

/** How the guard learns who calls: sessions from auth, standing in a game from perm. */
export function identityOf(db: Db): Identity {
  return {
    findSession: (token) => findSession(db, token),
    loadTenant: (user, gameId, areaId) => loadTenant(db, user, gameId, areaId),
  };
}

/**
 * Every queue, created before anything is sent to it. Submitting a content may send it to approval in
 * the same transaction, so approval's queues exist wherever content's do.
 */
export function jobSpecs(config: Pick<Config, 'PUBLISH_LEASE_SECONDS'>): JobSpec<z.ZodType>[] {
  return [
    ...accountJobSpecs,
    ...contentJobSpecs(config.PUBLISH_LEASE_SECONDS),
    ...reviewJobSpecs,
    ...feedsJobSpecs,
    ...reportsJobSpecs,
    ...assignJobSpecs,
    ...materialJobSpecs,
    ...listeningFetchSpecs,
    ...insightJobSpecs,
  ];
}

/** Every module's job handlers, for a worker. */
export function jobHandlers(modules: Modules): JobDefinition<z.ZodType>[] {
  return [
    ...accountJobs(modules.accounts),
    ...contentJobs(modules.content),
    ...reviewJobs(modules.review),
    ...appJobs(modules.app),
    ...feedsJobs(modules.feeds, modules.feedRules),
    ...reportsJobs(modules.reports),
    ...assignJobs(modules.assign),
    ...materialJobs(modules.material),
    ...listeningFetchJobs(modules.listening),
    ...insightJobs(modules.listening),
  ];
}
