import type { SmartRuleInput } from '@herald/contract';
import type { Db, Tx } from '../../src/db/client.js';
import { feeds } from '../../src/db/schema/index.js';
import type { SmartRulePorts } from '../../src/modules/feeds/index.js';
import type { Notice } from '../../src/modules/notices/index.js';
import { buildAccount, buildGame, buildUser, signInAs } from '../factories.js';

type FeedInsert = typeof feeds.$inferInsert;
let sequence = 0;

/** Stores inbox items as ingestion would (one row each), returning the rows. */
export async function buildFeeds(
  db: Db | Tx,
  base: Pick<FeedInsert, 'gameId' | 'accountId'>,
  items: Partial<FeedInsert>[],
) {
  if (items.length === 0) return [];
  return db
    .insert(feeds)
    .values(
      items.map((item) => {
        sequence += 1;
        return {
          network: 'facebook' as const,
          source: 'comment' as const,
          feedType: 'comment' as const,
          remoteId: `c-${process.pid}-${sequence}`,
          authorId: `author-${sequence}`,
          authorName: `Player ${sequence}`,
          text: '',
          sentiment: 'neutral' as const,
          language: 'en' as const,
          createdAt: new Date(),
          ...base,
          ...item,
        };
      }),
    )
    .returning();
}

/** A game with an admin signed in and one Facebook page. */
export async function adminGame(db: Db) {
  const admin = await buildUser(db);
  const game = (await buildGame(db, [admin.id])).game_id;
  const account = await buildAccount(db, game);
  return { game, admin, account, as: await signInAs(db, admin.id) };
}

/** A complete rule input: one criterion, one action, overridable. */
export function ruleInput(overrides: Partial<SmartRuleInput> = {}): SmartRuleInput {
  return {
    name: 'Crash reports',
    order: 'unordered',
    criteria: { keywords: [{ match: 'any', terms: ['crash', '闪退'] }] },
    actions: { sentiment: 'negative' },
    ...overrides,
  };
}

/** Ports that record what a rule asked of them; `refuse` makes one throw the given error. */
export function recordingPorts(refuse: Partial<Record<keyof SmartRulePorts, Error>> = {}) {
  const calls = {
    reply: [] as { feedId: number; text: string }[],
    hide: [] as number[],
    notify: [] as { userIds: readonly number[]; notice: Notice }[],
  };
  const ports: SmartRulePorts = {
    reply: async (_tx, feedId, text) => {
      if (refuse.reply) throw refuse.reply;
      calls.reply.push({ feedId, text });
    },
    hide: async (_tx, feedId) => {
      if (refuse.hide) throw refuse.hide;
      calls.hide.push(feedId);
    },
    notify: async (_tx, userIds, notice) => {
      if (refuse.notify) throw refuse.notify;
      calls.notify.push({ userIds, notice });
    },
  };
  return { ports, calls };
}
