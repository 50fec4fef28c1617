import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents, contentTargets, feeds, feedTerms } from '../../src/db/schema/index.js';
import {
  commentItems,
  type IngestAccount,
  type IngestedItem,
  ingestItems,
  markDeleted,
  markVanished,
  mentionItems,
  messageItems,
} from '../../src/modules/feeds/index.js';
import type { NetworkComment, NetworkMessage, NetworkPost } from '../../src/platforms/types.js';
import { buildAccount, buildGame, buildUser } from '../factories.js';
import { useTestApp } from '../harness.js';
import { rowOf, rowsOf, testJudge } from './helpers.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));

function comment(
  id: string,
  text: string,
  minutes: number,
  extra: Partial<NetworkComment> = {},
): NetworkComment {
  return {
    id,
    parentId: null,
    authorId: `person-${id}`,
    authorName: `Person ${id}`,
    text,
    createdAt: at(minutes),
    likeCount: null,
    ...extra,
  };
}

describe('ingestion', () => {
  const testApp = useTestApp();

  async function account(): Promise<IngestAccount> {
    const { db } = testApp().database;
    const game = await buildGame(db);
    const row = await buildAccount(db, game.game_id, { socialId: `page-${game.game_id}` });
    return { id: row.id, gameId: game.game_id, network: 'facebook', socialId: row.socialId };
  }

  it('stores each network item once, typed, judged and indexed, however often it arrives', async () => {
    const { db } = testApp().database;
    const judge = testJudge();
    const acc = await account();
    const read = [
      comment('c1', 'The game keeps crashing, worst update', 1),
      comment('c2', '又闪退了', 2),
      comment('c3', 'love the new map', 3, { parentId: 'c1' }),
      comment('c4', 'Thanks, we are on it', 4, {
        parentId: 'c1',
        authorId: acc.socialId,
        authorName: 'Page',
      }),
      comment('c5', 'New season is live!', 5, { authorId: acc.socialId, authorName: 'Page' }),
    ];
    const first = await ingestItems({ db, judge }, acc, commentItems(acc, 'post-1', read, 'https://fb/p1'));
    expect(first.inserted).toHaveLength(5);
    // The next poll overlaps the last one, and a retry repeats it: nothing new, nothing judged again.
    const overlap = [...read.slice(2), ...read.slice(3)];
    const again = await ingestItems(
      { db, judge },
      acc,
      commentItems(acc, 'post-1', overlap, 'https://fb/p1'),
    );
    expect(again).toEqual({ inserted: [], changed: [] });
    expect(judge.asked).toHaveLength(5);

    const rows = await rowsOf(db, acc.id);
    expect(rows.map((row) => [row.remoteId, row.feedType, row.state])).toEqual([
      ['c1', 'comment', 'new'],
      ['c2', 'comment', 'new'],
      ['c3', 'comment_reply', 'new'],
      ['c4', 'other_comment_reply', 'resolved'],
      ['c5', 'other_comment', 'resolved'],
    ]);
    const c1 = rows[0];
    expect(c1).toMatchObject({
      sentiment: 'negative',
      language: 'en',
      sentimentSource: 'classifier',
      issueClasses: ['crash'],
      postRemoteId: 'post-1',
      permalink: 'https://fb/p1',
      network: 'facebook',
      gameId: acc.gameId,
    });
    expect(rows[1]).toMatchObject({ language: 'zh', issueClasses: ['crash'] });
    const terms = await db
      .select({ term: feedTerms.term })
      .from(feedTerms)
      .where(eq(feedTerms.feedId, rows[1]?.id ?? 0));
    // The author's name is found too ("Person <id>").
    expect(terms.map((row) => row.term).sort()).toEqual(
      ['了', '又', '又闪', '退', '退了', '闪', '闪退', 'person', String(rows[1]?.remoteId)].sort(),
    );
  });

  it('times the first answer of the earlier items in the thread, by the Herald author who sent it', async () => {
    const { db } = testApp().database;
    const judge = testJudge();
    const acc = await account();
    const author = await buildUser(db);
    const [content] = await db
      .insert(contents)
      .values({
        gameId: acc.gameId,
        contentType: 'comment',
        status: 'published',
        body: {},
        authorId: author.id,
      })
      .returning();
    await db.insert(contentTargets).values({
      contentId: content?.id ?? 0,
      gameId: acc.gameId,
      accountId: acc.id,
      network: 'facebook',
      accountName: 'Page',
      postId: 'r1',
    });
    const own = { authorId: acc.socialId, authorName: 'Page' };
    // The answer is read first (newest first), the comments it answers after.
    await ingestItems(
      { db, judge },
      acc,
      commentItems(acc, 'p', [comment('r1', 'Fixed!', 30, { parentId: 't1', ...own })], null),
    );
    await ingestItems(
      { db, judge },
      acc,
      commentItems(
        acc,
        'p',
        [
          comment('t1', 'login broken', 10),
          comment('t1a', 'same here', 20, { parentId: 't1' }),
          comment('t1b', 'still broken', 40, { parentId: 't1' }),
          comment('t2', 'another thread', 15),
        ],
        null,
      ),
    );
    // An answer written in the network's own app: timed, by nobody.
    await ingestItems(
      { db, judge },
      acc,
      commentItems(acc, 'p', [comment('r2', 'Hi', 50, { parentId: 't1', ...own })], null),
    );
    const answered = Object.fromEntries(
      (await rowsOf(db, acc.id)).map((row) => [
        row.remoteId,
        [row.firstResponseAt?.toISOString() ?? null, row.firstResponseBy],
      ]),
    );
    expect(answered).toEqual({
      t1: [at(30).toISOString(), author.id],
      t1a: [at(30).toISOString(), author.id],
      t1b: [at(50).toISOString(), null],
      t2: [null, null],
      r1: [null, null],
      r2: [null, null],
    });
  });

  it('applies an edit (new text, re-judged unless a person corrected it) and marks deletions', async () => {
    const { db } = testApp().database;
    const judge = testJudge();
    const acc = await account();
    const ingest = (items: NetworkComment[]) =>
      ingestItems({ db, judge }, acc, commentItems(acc, 'p', items, null));
    await ingest([comment('e1', 'love it', 1), comment('e2', 'great', 2), comment('e3', 'ok', 3)]);
    await db
      .update(feeds)
      .set({ sentimentCorrected: 'neutral', sentiment: 'neutral', sentimentSource: 'person' })
      .where(eq(feeds.remoteId, 'e2'));
    const edit = await ingest([
      comment('e1', 'hate it, so much lag', 1),
      comment('e2', 'worst', 2),
      comment('e3', 'ok', 3),
    ]);
    expect(edit.inserted).toEqual([]);
    expect(edit.changed).toHaveLength(2);
    const e1 = await rowOf(db, acc.id, 'e1');
    expect(e1).toMatchObject({ text: 'hate it, so much lag', sentiment: 'negative', issueClasses: ['lag'] });
    expect(e1?.editedAt).toBeInstanceOf(Date);
    const terms = await db
      .select({ term: feedTerms.term })
      .from(feedTerms)
      .where(eq(feedTerms.feedId, e1?.id ?? 0));
    expect(terms.map((row) => row.term).sort()).toEqual(['e1', 'hate', 'it', 'lag', 'much', 'person', 'so']);
    expect(await rowOf(db, acc.id, 'e2')).toMatchObject({
      text: 'worst',
      sentiment: 'neutral',
      sentimentSource: 'person',
    });

    expect(await markDeleted(db, acc.id, 'comment', ['e3', 'unknown'])).toHaveLength(1);
    expect((await rowOf(db, acc.id, 'e3'))?.deletedAt).toBeInstanceOf(Date);
    // Read again unchanged: restored on the network.
    const revived = await ingest([comment('e3', 'ok', 3)]);
    expect(revived.changed).toHaveLength(1);
    expect((await rowOf(db, acc.id, 'e3'))?.deletedAt).toBeNull();

    // A complete read without e2: deleted; items stored after the read began are left alone.
    const started = new Date(Date.now() + 60_000);
    expect(await markVanished(db, acc.id, 'p', ['e1', 'e3'], started)).toHaveLength(1);
    expect((await rowOf(db, acc.id, 'e2'))?.deletedAt).toBeInstanceOf(Date);
    expect(await markVanished(db, acc.id, 'p', [], new Date(0))).toEqual([]);
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(feeds)
      .where(eq(feeds.accountId, acc.id));
    expect(count).toBe(3);
  });

  it('threads messages, joins a webhook message to its conversation and hands only new rows on', async () => {
    const { db } = testApp().database;
    const judge = testJudge();
    const acc = await account();
    const seen: IngestedItem[][] = [];
    const afterInsert = async (_tx: unknown, rows: readonly IngestedItem[]) => {
      seen.push([...rows]);
    };
    const message = (id: string, text: string, minutes: number, fromAccount = false): NetworkMessage => ({
      id,
      conversationId: 't_1',
      senderId: fromAccount ? acc.socialId : 'psid-1',
      senderName: fromAccount ? 'Page' : 'Ana',
      fromAccount,
      text,
      createdAt: at(minutes),
    });
    await ingestItems({ db, judge, afterInsert }, acc, messageItems([message('m1', 'refund please', 1)]));
    // A webhook names the person, not the conversation.
    const pushed = messageItems([message('m2', 'charged twice', 2)]).map((item) => ({
      ...item,
      conversationId: null,
      peerId: 'psid-1',
    }));
    await ingestItems({ db, judge, afterInsert }, acc, pushed);
    await ingestItems(
      { db, judge, afterInsert },
      acc,
      messageItems([message('m3', 'Refunded', 5, true), message('m2', 'charged twice', 2)]),
    );
    const rows = await rowsOf(db, acc.id);
    expect(
      rows.map((row) => [
        row.remoteId,
        row.feedType,
        row.conversationId,
        row.firstResponseAt?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['m1', 'message', 't_1', at(5).toISOString()],
      ['m2', 'message', 't_1', at(5).toISOString()],
      ['m3', 'other_message', 't_1', null],
    ]);
    expect(seen.map((rowsSeen) => rowsSeen.map((row) => row.remoteId))).toEqual([['m1'], ['m2'], ['m3']]);
    expect(seen[0]?.[0]).toMatchObject({ issueClasses: ['payment'], state: 'new', accountId: acc.id });
  });

  it('keeps who wrote a mention, by the id and name the network gives (a handle when it gives no name)', async () => {
    const { db } = testApp().database;
    const acc = await account();
    const post = (id: string, author: NetworkPost['author']): NetworkPost => ({
      id,
      text: `@page ${id}`,
      permalink: null,
      postedAt: at(1),
      metrics: {},
      author,
    });
    await ingestItems(
      { db, judge: testJudge() },
      acc,
      mentionItems([
        post('x1', { id: '42', name: 'Ana Lima', handle: 'ana' }),
        post('t1', { id: 'bo.cn', name: null, handle: 'bo.cn' }),
        post('f1', undefined),
      ]),
    );
    const rows = (await rowsOf(db, acc.id)).sort((a, b) => a.remoteId.localeCompare(b.remoteId));
    expect(rows.map((row) => [row.remoteId, row.feedType, row.authorId, row.authorName])).toEqual([
      ['f1', 'post', null, null],
      ['t1', 'post', 'bo.cn', 'bo.cn'],
      ['x1', 'post', '42', 'Ana Lima'],
    ]);
  });
});
