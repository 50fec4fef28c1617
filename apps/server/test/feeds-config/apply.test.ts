import { api, TAGS_PER_ITEM_MAX } from '@herald/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds, feedTags, smartRules, tags } from '../../src/db/schema/index.js';
import { AppError } from '../../src/http/errors.js';
import { applySmartRules } from '../../src/modules/feeds/index.js';
import { buildMember, call } from '../factories.js';
import { useTestApp } from '../harness.js';
import { adminGame, buildFeeds, recordingPorts, ruleInput } from './helpers.js';

describe('applySmartRules on newly stored items', () => {
  const testApp = useTestApp();

  async function setUp() {
    const { app, database } = testApp();
    const { db } = database;
    const ctx = await adminGame(db);
    const tag = async (name: string) =>
      call(app, api.tag.create, { name, color: '#455a64' }, { as: ctx.as, game: ctx.game });
    const rule = (input: Parameters<typeof ruleInput>[0]) =>
      call(app, api.smartRule.create, ruleInput(input), { as: ctx.as, game: ctx.game });
    return { ...ctx, db, tag, rule };
  }

  async function tagsOf(db: ReturnType<typeof testApp>['database']['db'], feedId: number) {
    const rows = await db
      .select({ name: tags.name })
      .from(feedTags)
      .innerJoin(tags, eq(tags.id, feedTags.tagId))
      .where(eq(feedTags.feedId, feedId))
      .orderBy(asc(tags.name));
    return rows.map((row) => row.name);
  }

  it('applies only the first ordered match, and every unordered match', async () => {
    const { db, game, as, account, tag, rule } = await setUp();
    const [first, second, loud, anyone] = await Promise.all(['First', 'Second', 'Loud', 'Anyone'].map(tag));
    if (!first || !second || !loud || !anyone) throw new Error('tags not created');
    const refund = { keywords: [{ match: 'any' as const, terms: ['refund'] }] };
    await rule({ name: 'second', order: 'ordered', criteria: refund, actions: { tag_ids: [second.id] } });
    const firstRule = await rule({
      name: 'first',
      order: 'ordered',
      criteria: refund,
      actions: { tag_ids: [first.id] },
    });
    await call(
      testApp().app,
      api.smartRule.move,
      { id: firstRule.id, order: 'ordered', position: 0 },
      { as, game },
    );
    const loudWords = { keywords: [{ match: 'any' as const, terms: ['!!!', '退款'] }] };
    await rule({ name: 'loud', criteria: loudWords, actions: { tag_ids: [loud.id] } });
    await rule({ name: 'anyone', criteria: { networks: ['facebook'] }, actions: { tag_ids: [anyone.id] } });
    const [english, chinese] = await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'I want a REFUND!!!' },
      { text: '退款' },
    ]);
    if (!english || !chinese) throw new Error('feeds not stored');
    const { ports } = recordingPorts();
    const summary = await db.transaction((tx) =>
      applySmartRules({ logger: testApp().logger, ports }, tx, [english, chinese]),
    );
    expect(summary.items).toBe(2);
    expect(await tagsOf(db, english.id)).toEqual(['Anyone', 'First', 'Loud']);
    expect(await tagsOf(db, chinese.id)).toEqual(['Anyone', 'Loud']);
    const counts = await db
      .select({ name: smartRules.name, n: smartRules.matchCount })
      .from(smartRules)
      .where(eq(smartRules.gameId, game))
      .orderBy(asc(smartRules.name));
    expect(counts).toEqual([
      { name: 'anyone', n: 2 },
      { name: 'first', n: 1 },
      { name: 'loud', n: 2 },
      { name: 'second', n: 0 },
    ]);
  });

  it("sets sentiment, assignee and state without undoing a person's work", async () => {
    const { db, game, account, admin, rule } = await setUp();
    const other = await buildMember(db, game);
    await rule({
      criteria: { networks: ['facebook'] },
      actions: { sentiment: 'negative', assignee_id: admin.id, state: 'pending' },
    });
    const rows = await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'fresh' },
      { text: 'corrected', sentiment: 'positive', sentimentCorrected: 'positive', sentimentSource: 'person' },
      { text: 'taken', assigneeId: other.id, state: 'resolved' },
    ]);
    await db.transaction((tx) =>
      applySmartRules({ logger: testApp().logger, ports: recordingPorts().ports }, tx, rows),
    );
    const stored = await db
      .select({
        text: feeds.text,
        sentiment: feeds.sentiment,
        source: feeds.sentimentSource,
        assignee: feeds.assigneeId,
        state: feeds.state,
      })
      .from(feeds)
      .where(
        inArray(
          feeds.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(feeds.id));
    expect(stored).toEqual([
      { text: 'fresh', sentiment: 'negative', source: 'smart_rule', assignee: admin.id, state: 'pending' },
      { text: 'corrected', sentiment: 'positive', source: 'person', assignee: admin.id, state: 'pending' },
      { text: 'taken', sentiment: 'negative', source: 'smart_rule', assignee: other.id, state: 'resolved' },
    ]);
  });

  it('replies, hides and notifies through the ports, once per item and once per rule', async () => {
    const { db, game, account, admin, rule } = await setUp();
    await rule({
      name: 'Cheaters',
      criteria: { keywords: [{ match: 'any', terms: ['hack'] }] },
      actions: { hide: true, reply_template: 'Thanks {author}, we are on it', notify_user_ids: [admin.id] },
    });
    await rule({
      name: 'Also replies',
      criteria: { networks: ['facebook'] },
      actions: { reply_template: 'Second' },
    });
    const rows = await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'hack in ranked', authorName: 'Mia' },
      { text: 'hack?', feedType: 'message', source: 'message' },
      { text: 'hack', feedType: 'other_comment' },
    ]);
    const { ports, calls } = recordingPorts();
    await db.transaction((tx) => applySmartRules({ logger: testApp().logger, ports }, tx, rows));
    expect(calls.hide).toEqual([rows[0]?.id]);
    expect(calls.reply).toEqual([
      { feedId: rows[0]?.id, text: 'Thanks Mia, we are on it' },
      { feedId: rows[1]?.id, text: `Thanks ${rows[1]?.authorName}, we are on it` },
    ]);
    expect(calls.notify).toEqual([
      {
        userIds: [admin.id],
        notice: {
          gameId: game,
          kind: 'smart_rule_matched',
          contentId: null,
          params: {
            rule: 'Cheaters',
            count: 2,
            feed_id: rows[0]?.id,
            author: 'Mia',
            excerpt: 'hack in ranked',
          },
        },
      },
    ]);
  });

  it('keeps the other actions when a port refuses, and never fails ingestion over the tag limit', async () => {
    const { db, game, account, tag, rule } = await setUp();
    const extra = await tag('Extra');
    await rule({
      criteria: { networks: ['facebook'] },
      actions: { tag_ids: [extra.id], reply_template: 'Hi', sentiment: 'neutral' },
    });
    const filler = await Promise.all(Array.from({ length: TAGS_PER_ITEM_MAX }, (_, i) => tag(`Filler ${i}`)));
    const [full, room] = await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'full', sentiment: 'negative' },
      { text: 'room', sentiment: 'negative' },
    ]);
    if (!full || !room) throw new Error('feeds not stored');
    await db.insert(feedTags).values(filler.map((t) => ({ feedId: full.id, tagId: t.id, gameId: game })));
    const { ports, calls } = recordingPorts({ reply: new AppError('reply_window_closed') });
    const summary = await db.transaction((tx) =>
      applySmartRules({ logger: testApp().logger, ports }, tx, [full, room]),
    );
    expect(summary.tagsSkipped).toBe(1);
    expect(calls.reply).toEqual([]);
    expect(await tagsOf(db, full.id)).not.toContain('Extra');
    expect(await tagsOf(db, full.id)).toHaveLength(TAGS_PER_ITEM_MAX);
    expect(await tagsOf(db, room.id)).toEqual(['Extra']);
    const sentiments = await db
      .select({ s: feeds.sentiment })
      .from(feeds)
      .where(inArray(feeds.id, [full.id, room.id]));
    expect(sentiments).toEqual([{ s: 'neutral' }, { s: 'neutral' }]);
  });

  it('fails the transaction on anything but a refusal', async () => {
    const { db, game, account, rule } = await setUp();
    await rule({ criteria: { networks: ['facebook'] }, actions: { hide: true, sentiment: 'positive' } });
    const [row] = await buildFeeds(db, { gameId: game, accountId: account.id }, [{ text: 'x' }]);
    if (!row) throw new Error('feed not stored');
    const { ports } = recordingPorts({ hide: new Error('queue unreachable') });
    await expect(
      db.transaction((tx) => applySmartRules({ logger: testApp().logger, ports }, tx, [row])),
    ).rejects.toThrow('queue unreachable');
    const [stored] = await db.select({ s: feeds.sentiment }).from(feeds).where(eq(feeds.id, row.id));
    expect(stored?.s).toBe('neutral');
  });

  it('acts by the rules as they stand at each call, after edits, moves and deletes', async () => {
    const { db, game, as, account, rule } = await setUp();
    const app = testApp().app;
    const apply = async (text: string) => {
      const rows = await buildFeeds(db, { gameId: game, accountId: account.id }, [{ text }]);
      await db.transaction((tx) =>
        applySmartRules({ logger: testApp().logger, ports: recordingPorts().ports }, tx, rows),
      );
      const [stored] = await db
        .select({ s: feeds.sentiment })
        .from(feeds)
        .where(eq(feeds.id, rows[0]?.id ?? 0));
      return stored?.s;
    };
    const positive = await rule({
      name: 'positive',
      order: 'ordered',
      criteria: { networks: ['facebook'] },
      actions: { sentiment: 'positive' },
    });
    const negative = await rule({
      name: 'negative',
      order: 'ordered',
      criteria: { networks: ['facebook'] },
      actions: { sentiment: 'negative' },
    });
    expect(await apply('one')).toBe('positive');
    await call(app, api.smartRule.move, { id: negative.id, order: 'ordered', position: 0 }, { as, game });
    expect(await apply('two')).toBe('negative');
    await call(
      app,
      api.smartRule.update,
      {
        ...ruleInput({
          name: 'negative',
          order: 'ordered',
          criteria: { networks: ['facebook'] },
          actions: { sentiment: 'neutral' },
        }),
        id: negative.id,
      },
      { as, game },
    );
    expect(await apply('three')).toBe('neutral');
    await call(app, api.smartRule.delete, { id: negative.id }, { as, game });
    expect(await apply('four')).toBe('positive');
    await call(app, api.smartRule.delete, { id: positive.id }, { as, game });
    expect(await apply('five')).toBe('neutral');
  });

  it('does nothing for a game without rules, and ignores disabled rules', async () => {
    const { db, game, account, rule } = await setUp();
    const rows = await buildFeeds(db, { gameId: game, accountId: account.id }, [{ text: 'crash' }]);
    const { ports } = recordingPorts();
    expect(
      (await db.transaction((tx) => applySmartRules({ logger: testApp().logger, ports }, tx, rows))).items,
    ).toBe(0);
    await rule({ enabled: false });
    expect(
      (await db.transaction((tx) => applySmartRules({ logger: testApp().logger, ports }, tx, rows))).items,
    ).toBe(0);
  });
});
