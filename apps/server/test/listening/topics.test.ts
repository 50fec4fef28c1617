import { api, errorCatalog, TOPIC_ACTIVE_MAX } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenQuotaUses, listenRuns, listenTopics } from '../../src/db/schema/index.js';
import { buildAccount, call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { listenGame, topicFields } from './helpers.js';

const t = api.listenTopic;

/** Exclusions fill 400 of X's 512 characters: a 150-character alternative cannot fit beside them. */
const longTerm = topicFields(['twitter'], ['ember', 'q'.repeat(150)], {
  exclude_keywords: [
    { kind: 'keyword', value: 'n'.repeat(199) },
    { kind: 'keyword', value: 'm'.repeat(199) },
  ],
});

describe('listening topics: lifecycle and refusals', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof listenGame>>;
  let other: Awaited<ReturnType<typeof listenGame>>;
  const topicsOf = async (game: number) => {
    const [row] = await testApp()
      .database.db.select({ n: count() })
      .from(listenTopics)
      .where(eq(listenTopics.gameId, game));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    g = await listenGame(testApp());
    other = await listenGame(testApp());
  });

  it('creates a draft, lists it, activates it (runs per network incl. Steam), archives and restores it', async () => {
    const { app } = testApp();
    const draft = await call(
      app,
      t.create,
      topicFields(['twitter', 'reddit'], ['ember'], { steam_app_id: 3_100_010 }),
      g.as,
    );
    expect(draft.status).toBe('draft');
    const page = await call(app, t.list, { status: 'draft' }, g.as);
    expect(page.list.map((topic) => topic.id)).toContain(draft.id);
    const listed = page.list.find((topic) => topic.id === draft.id);
    expect(listed?.sources_status.map((s) => [s.network, s.state])).toEqual([
      ['twitter', 'waiting'],
      ['reddit', 'waiting'],
      ['steam', 'waiting'],
    ]);
    expect(await call(app, t.list, { keyword: 'EMBER' }, g.as)).toMatchObject({ total: 1 });

    const active = await call(app, t.activate, { id: draft.id }, g.as);
    expect(active.status).toBe('active');
    const runs = await testApp()
      .database.db.select()
      .from(listenRuns)
      .where(eq(listenRuns.topicId, draft.id));
    expect(runs.map((run) => run.network).sort()).toEqual(['reddit', 'steam', 'twitter']);

    const updated = await call(
      app,
      t.update,
      { id: draft.id, ...topicFields(['twitter'], ['ember', 'tide']) },
      g.as,
    );
    expect(updated.sources).toHaveLength(1);
    const after = await testApp()
      .database.db.select()
      .from(listenRuns)
      .where(eq(listenRuns.topicId, draft.id));
    expect(after.map((run) => run.network)).toEqual(['twitter']);

    const archived = await call(app, t.archive, { id: draft.id }, g.as);
    expect(archived.status).toBe('archive');
    const refused = await fail(app, t.update, { id: draft.id, ...topicFields(['twitter'], ['x']) }, g.as);
    expect(refused.code).toBe(errorCatalog.topic_archived.code);
    expect((await fail(app, t.refresh, { id: draft.id }, g.as)).code).toBe(
      errorCatalog.topic_not_active.code,
    );
    expect((await call(app, t.activate, { id: draft.id }, g.as)).status).toBe('active');

    const config = await call(app, t.config, { id: draft.id }, g.as);
    expect(config).toMatchObject({ mentions: 0, alerts: 0, topic: { id: draft.id } });
    const last = await call(app, t.last, { id: draft.id }, g.as);
    expect(last.last_fetched_at).toBeNull();
    await call(app, t.delete, { id: draft.id }, g.as);
    expect((await fail(app, t.config, { id: draft.id }, g.as)).code).toBe(errorCatalog.not_found.code);
  });

  it('refresh of a draft is topic_not_active; another game sees not_found', async () => {
    const { app } = testApp();
    const draft = await call(app, t.create, topicFields(['twitter'], ['neon']), g.as);
    expect((await fail(app, t.refresh, { id: draft.id }, g.as)).code).toBe(
      errorCatalog.topic_not_active.code,
    );
    for (const endpoint of [t.config, t.activate, t.archive, t.delete, t.last, t.refresh]) {
      expect((await fail(app, endpoint, { id: draft.id }, other.as)).code).toBe(errorCatalog.not_found.code);
    }
    const update = await fail(app, t.update, { id: draft.id, ...topicFields(['twitter'], ['x']) }, other.as);
    expect(update.code).toBe(errorCatalog.not_found.code);
    expect((await call(app, t.list, {}, other.as)).total).toBe(0);
  });

  it('refuses what cannot compile with its topic_* error and its values, writing nothing', async () => {
    const { app } = testApp();
    const before = await topicsOf(g.game);
    const cases = [
      { fields: { ...topicFields(['twitter'], ['a']), include_keywords: [] }, id: 'topic_empty_include' },
      { fields: topicFields(['instagram'], ['ember']), id: 'topic_hashtag_required' },
      {
        fields: topicFields(['youtube'], ['x'], {
          include_keywords: [{ match: 'contain_any', terms: [{ kind: 'from', value: 'paimon' }] }],
        }),
        id: 'topic_nothing_to_search',
      },
      { fields: longTerm, id: 'topic_term_too_long' },
    ] as const;
    for (const { fields, id } of cases) {
      for (const endpoint of [t.create, t.preview]) {
        const answer = await fail(
          app,
          endpoint,
          endpoint === t.create ? { ...fields, activate: true } : fields,
          g.as,
        );
        expect(answer.code, `${endpoint.path} ${id}`).toBe(errorCatalog[id].code);
      }
    }
    const tooLong = await fail(app, t.create, longTerm, g.as);
    expect(tooLong.msg).toContain('512');
    expect(tooLong.msg).toContain('X');
    expect(await topicsOf(g.game)).toBe(before);
  });

  it('refuses Instagram hashtags beyond the searching account’s 30 a week, with what is left and when', async () => {
    const { app, database } = testApp();
    const account = await buildAccount(database.db, g.game, {
      socialChannel: 'instagram',
      socialId: `ig-${g.game}`,
    });
    const now = Date.now();
    await database.db.insert(listenQuotaUses).values(
      Array.from({ length: 29 }, (_, at) => ({
        gameId: g.game,
        network: 'instagram' as const,
        accountId: account.id,
        key: `tag${at}`,
        amount: 1,
        usedAt: new Date(now - 3_600_000 - at * 60_000),
      })),
    );
    const fields = topicFields(['instagram'], ['ember'], {
      sources: [{ network: 'instagram', hashtags: ['tag0', 'fresh1', 'fresh2'], page: null }],
    });
    const before = await topicsOf(g.game);
    const refused = await fail(app, t.create, { ...fields, activate: false }, g.as);
    expect(refused.code).toBe(errorCatalog.topic_hashtag_quota.code);
    expect(refused.msg).toContain('30');
    expect(refused.msg).toContain('1');
    expect(await topicsOf(g.game)).toBe(before);
    const remain = await call(app, api.listenQuota.hashtagRemain, {}, g.as);
    expect(remain).toEqual([expect.objectContaining({ account_id: account.id, limit: 30, remaining: 1 })]);
    const ok = await call(
      app,
      t.create,
      { ...fields, sources: [{ network: 'instagram', hashtags: ['tag0', 'fresh1'], page: null }] },
      g.as,
    );
    expect(ok.status).toBe('draft');
    const quota = await call(app, api.listenQuota.quota, {}, g.as);
    expect(quota.find((q) => q.network === 'instagram')).toMatchObject({ used: 29, limit: 30 });
    expect(quota.find((q) => q.network === 'twitter')).toMatchObject({ unit: 'post_reads', cost_usd: 0 });
  });

  it(`allows at most ${TOPIC_ACTIVE_MAX} active topics per game`, async () => {
    const { app, database } = testApp();
    const game = await listenGame(testApp());
    const fields = topicFields(['twitter'], ['ember']);
    await database.db.insert(listenTopics).values(
      Array.from({ length: TOPIC_ACTIVE_MAX }, () => ({
        gameId: game.game,
        title: 'full',
        type: 'custom' as const,
        status: 1,
        sources: fields.sources,
        include: fields.include_keywords,
        exclude: [],
      })),
    );
    const refused = await fail(app, t.create, { ...fields, activate: true }, game.as);
    expect(refused.code).toBe(errorCatalog.topic_active_limit.code);
    expect(refused.msg).toContain(String(TOPIC_ACTIVE_MAX));
    expect(await topicsOf(game.game)).toBe(TOPIC_ACTIVE_MAX);
    const draft = await call(app, t.create, fields, game.as);
    expect((await fail(app, t.activate, { id: draft.id }, game.as)).code).toBe(
      errorCatalog.topic_active_limit.code,
    );
  });

  it('is listen_base only', async () => {
    const answer = await fail(testApp().app, t.list, {}, g.outsider);
    expect(answer.status).toBe(403);
  });
});
