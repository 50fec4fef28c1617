/**
 * Smart rules against the database, on embedded PGlite: applying 200 rules to newly stored items in
 * ingestion-sized batches, a dry run over the game's last 30 days, and the tag list's usage counts,
 * with a game of ITEMS stored items. Prints figures; asserts nothing.
 *   npm run bench:rules-db -w bench          (ITEMS=200000 BATCH=100 to change the size; ISSUE_INDEX=1)
 */
import { performance } from 'node:perf_hooks';
import { issueClasses, type SmartRuleActions } from '@herald/contract';
import { createPglite, migrateDatabase, openPglite } from '../../apps/server/src/db/client.js';
import { feeds, smartRules, socialAccounts, tags } from '../../apps/server/src/db/schema/index.js';
import type { TenantRequestContext } from '../../apps/server/src/http/context.js';
import { createLogger } from '../../apps/server/src/logger.js';
import { applySmartRules, type SmartRulePorts } from '../../apps/server/src/modules/feeds/index.js';
import { dryRun } from '../../apps/server/src/modules/feeds/smart-rules/dry-run.js';
import { listTags } from '../../apps/server/src/modules/feeds/tags/service.js';
import { createGame } from '../../apps/server/src/modules/tenancy/service.js';
import { random, syntheticItems, syntheticRules } from './rules-data.js';

const ITEMS = Number(process.env.ITEMS ?? 200_000);
const BATCH = Number(process.env.BATCH ?? 100);
const BATCHES = 30;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const GAME_ID = 1001;
const DAY = 86_400_000;

const database = await openPglite(createPglite());
await migrateDatabase(database);
const { db } = database;
await createGame(db, { game_id: GAME_ID, game_name: 'Bench', names: [] });
const accounts = await db
  .insert(socialAccounts)
  .values(
    Array.from({ length: 40 }, (_, i) => ({
      gameId: GAME_ID,
      socialChannel: 'facebook' as const,
      socialAccount: `Page ${i}`,
      socialId: `page-${i}`,
    })),
  )
  .returning({ id: socialAccounts.id });
const accountIds = accounts.map((account) => account.id);
const tagRows = await db
  .insert(tags)
  .values(Array.from({ length: 20 }, (_, i) => ({ gameId: GAME_ID, name: `Tag ${i}`, color: '#455a64' })))
  .returning({ id: tags.id });
await listTags(db, GAME_ID);

const next = random(7);
const actionsFor = (): SmartRuleActions => ({
  tag_ids: [tagRows[Math.floor(next() * tagRows.length)]?.id ?? 0],
  sentiment: next() < 0.2 ? 'negative' : null,
  assignee_id: null,
  state: next() < 0.1 ? 'pending' : null,
  hide: false,
  reply_template: null,
  notify_user_ids: [],
});
const rules = syntheticRules(200, accountIds);
await db.insert(smartRules).values(
  rules.map((rule) => ({
    gameId: GAME_ID,
    name: `Rule ${rule.id}`,
    orderKind: rule.order,
    position: rule.position,
    criteria: rule.criteria,
    actions: actionsFor(),
  })),
);

const now = Date.now();
const rowOf = (item: ReturnType<typeof syntheticItems>[number], index: number) => ({
  gameId: GAME_ID,
  accountId: item.accountId,
  network: item.network,
  source: 'comment' as const,
  feedType: item.feedType,
  remoteId: `r-${index}`,
  text: item.text,
  sentiment: item.sentiment,
  language: item.language,
  authorId: item.authorId,
  authorName: item.authorName,
  authorFollowers: item.authorFollowers,
  issueClasses: index % 10 === 0 ? [issueClasses[index % issueClasses.length] ?? 'crash'] : [],
  createdAt: new Date(now - Math.floor(next() * 60 * DAY)),
});

const seedStart = performance.now();
const items = syntheticItems(ITEMS + 2 * BATCH * BATCHES, accountIds);
for (let i = 0; i < ITEMS; i += 2_000)
  await db
    .insert(feeds)
    .values(items.slice(i, Math.min(i + 2_000, ITEMS)).map((item, j) => rowOf(item, i + j)));
// What autovacuum does on PostgreSQL after a bulk load: the planner's statistics.
if (database.kind === 'pglite') await database.pglite.exec('analyze');
console.log(`seeded ${ITEMS} items over 60 days in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const ports: SmartRulePorts = { reply: async () => null, hide: async () => null, notify: async () => null };
const deps = { logger: createLogger('silent'), ports };
/** Stores BATCHES batches of new items, each in its own transaction, with or without the rules. */
async function batches(offset: number, withRules: boolean) {
  let acted = 0;
  const timings: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const from = offset + b * BATCH;
    const start = performance.now();
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(feeds)
        .values(
          items
            .slice(from, from + BATCH)
            .map((item, j) => ({ ...rowOf(item, from + j), createdAt: new Date() })),
        )
        .returning();
      if (withRules) acted += (await applySmartRules(deps, tx, rows)).items;
    });
    timings.push(performance.now() - start);
  }
  // The first batch compiles the rules (and warms the queries); the median is the steady state.
  return { first: timings[0] ?? 0, median: median(timings.slice(1)), acted };
}
const plain = await batches(ITEMS, false);
const ruled = await batches(ITEMS + BATCH * BATCHES, true);
const rate = (ms: number) => Math.round((BATCH / ms) * 1000);
console.log(
  `insert alone, ${BATCH} items a batch: median ${plain.median.toFixed(1)} ms (${rate(plain.median)} items/s)`,
);
console.log(
  `insert + applySmartRules (200 rules): first ${ruled.first.toFixed(1)} ms, median ${ruled.median.toFixed(1)} ms ` +
    `(${rate(ruled.median)} items/s); rules add ${(ruled.median - plain.median).toFixed(1)} ms a batch; ` +
    `${ruled.acted} of ${BATCH * BATCHES} items acted on`,
);

const ctx = {
  user: { id: 1, email: 'a@b.test', name: 'Admin', type: 'account', isSuper: true },
  tenant: { gameId: GAME_ID, areaId: 'asia', isGameAdmin: true, resources: new Set() },
} as unknown as TenantRequestContext;
const time = async <T>(label: string, work: () => Promise<T>, show: (value: T) => string) => {
  const start = performance.now();
  const value = await work();
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms — ${show(value)}`);
};
const criteria = rules.find(
  (rule) =>
    rule.criteria.keywords.length > 0 &&
    (rule.criteria.networks.length > 0 || rule.criteria.sentiments.length > 0),
)?.criteria;
if (criteria) {
  const keywordsOnly = {
    ...criteria,
    networks: [],
    account_ids: [],
    feed_types: [],
    sentiments: [],
    languages: [],
    min_followers: null,
  };
  const summary = (r: Awaited<ReturnType<typeof dryRun>>) => `matched ${r.matched} of ${r.scanned} scanned`;
  await time('dry run, keywords only, 30 days', () => dryRun(db, ctx, keywordsOnly, 30), summary);
  await time('dry run, keywords + coarse criteria', () => dryRun(db, ctx, criteria, 30), summary);
  await time(
    'dry run, coarse criteria only (all in SQL)',
    () => dryRun(db, ctx, { ...criteria, keywords: [] }, 30),
    summary,
  );
}
await time(
  'tag/all with usage counts',
  () => listTags(db, GAME_ID),
  (list) => `${list.length} tags`,
);
// The index the report proposes for the built-in tags' counts (ISSUE_INDEX=1 to try it).
if (process.env.ISSUE_INDEX && database.kind === 'pglite') {
  await database.pglite.exec(
    'create index feeds_game_issue_idx on feeds (game_id) where cardinality(issue_classes) > 0; analyze feeds',
  );
  await time(
    'tag/all with the partial index on items with issue classes',
    () => listTags(db, GAME_ID),
    (list) => `${list.length} tags`,
  );
}
await database.close();
