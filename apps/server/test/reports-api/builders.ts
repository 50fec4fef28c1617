import type { Sentiment } from '@herald/contract';
import type { Db } from '../../src/db/client.js';
import {
  contents,
  contentTags,
  type FeedSource,
  feeds,
  feedTerms,
  metricSnapshots,
  tags,
  uploads,
} from '../../src/db/schema/index.js';
import type { buildAccount } from '../factories.js';

type Account = Awaited<ReturnType<typeof buildAccount>>;

let sequence = 0;

/** A composed post that went out, tagged with the given tags. */
export async function buildContent(db: Db, gameId: number, title: string, tagIds: number[] = []) {
  const [content] = await db
    .insert(contents)
    .values({
      gameId,
      contentType: 'post',
      status: 'published',
      body: {},
      title,
      text: `${title} text`,
      publishedAt: new Date('2026-05-01T08:00:00Z'),
    })
    .returning();
  if (!content) throw new Error('content not created');
  if (tagIds.length > 0)
    await db.insert(contentTags).values(tagIds.map((tagId) => ({ contentId: content.id, tagId, gameId })));
  return content;
}

export async function buildTag(db: Db, gameId: number, name: string) {
  const [tag] = await db.insert(tags).values({ gameId, name, color: '#1677ff' }).returning();
  if (!tag) throw new Error('tag not created');
  return tag;
}

export async function buildUpload(db: Db, gameId: number, name: string, kind: 'image' | 'video') {
  sequence += 1;
  const [upload] = await db
    .insert(uploads)
    .values({
      gameId,
      storageKey: `report-${process.pid}-${sequence}`,
      name,
      kind,
      mime: kind === 'video' ? 'video/mp4' : 'image/png',
      size: 1000,
      sha1: '0'.repeat(40),
      status: 'done',
    })
    .returning();
  if (!upload) throw new Error('upload not created');
  return upload;
}

export interface FeedItemValues {
  at: string;
  text: string;
  sentiment: Sentiment;
  source?: FeedSource;
  feedType?: (typeof feeds.$inferInsert)['feedType'];
  /** Seconds until the team's first answer. */
  repliedAfter?: number;
  /** The item's keyword terms, as the inbox indexes them. */
  terms?: string[];
}

/** An inbox item of an account, with its keyword terms. */
export async function buildFeedItem(db: Db, account: Account, values: FeedItemValues) {
  sequence += 1;
  const createdAt = new Date(values.at);
  const [item] = await db
    .insert(feeds)
    .values({
      gameId: account.gameId,
      accountId: account.id,
      network: account.socialChannel,
      source: values.source ?? 'comment',
      feedType: values.feedType ?? 'comment',
      remoteId: `f-${process.pid}-${sequence}`,
      text: values.text,
      sentiment: values.sentiment,
      createdAt,
      firstResponseAt:
        values.repliedAfter === undefined ? null : new Date(createdAt.getTime() + values.repliedAfter * 1000),
    })
    .returning();
  if (!item) throw new Error('feed item not created');
  const terms = values.terms ?? [];
  if (terms.length > 0)
    await db
      .insert(feedTerms)
      .values(terms.map((term) => ({ gameId: account.gameId, term, createdAt, feedId: item.id })));
  return item;
}

/** A reading of a post's metrics. */
export async function buildPostSnapshot(
  db: Db,
  gameId: number,
  postId: number,
  takenAt: string,
  metrics: Record<string, number>,
) {
  await db
    .insert(metricSnapshots)
    .values({ gameId, subject: 'post', subjectId: postId, takenAt: new Date(takenAt), metrics });
}
