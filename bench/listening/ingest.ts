/**
 * Listening ingestion benchmark: synthetic fetched items (English and Chinese, a third naming a topic)
 * stored through the real page ingestion — judged by the built-in classifier, upserted once per
 * network item, matched against 200 active topics at once, matches written with their terms — in
 * pages as a fetch reads them, beside a baseline: a plain INSERT of the same item rows, in the same
 * run. Prints items/s of both and the matches written; asserts nothing about time.
 *   npm run bench:listening-ingest                 (ITEMS=20000 PAGE=100 TOPICS=200)
 *   DATABASE_URL=postgres://… npm run bench:listening-ingest   (PostgreSQL instead of PGlite)
 */
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { migrateDatabase } from '../../apps/server/src/db/client.js';
import { games, listenItems, listenMatches, listenTopics } from '../../apps/server/src/db/schema/index.js';
import { ingestPage } from '../../apps/server/src/modules/listening/fetch/ingest.js';
import type { HeardItem } from '../../apps/server/src/modules/listening/fetch/items.js';
import {
  createLexiconClassifier,
  createSentimentJudge,
} from '../../apps/server/src/modules/sentiment/index.js';
import { openBenchDatabase } from '../common/database.js';
import { listeningData } from './data.js';

const ITEMS = Number(process.env.ITEMS ?? 20_000);
const PAGE = Number(process.env.PAGE ?? 100);
const TOPICS = Number(process.env.TOPICS ?? 200);

const { database, label, drop } = await openBenchDatabase('herald_bench_listen_ingest');
await migrateDatabase(database);
const { db } = database;
const data = listeningData(TOPICS, ITEMS);
const [measured, baseline] = [9101, 9102];
await db.insert(games).values([
  { gameId: measured, gameName: 'Bench listening' },
  { gameId: baseline, gameName: 'Bench listening baseline' },
]);
await db.insert(listenTopics).values(
  data.topics.map((topic) => ({
    gameId: measured,
    title: `Topic ${topic.id}`,
    type: 'custom' as const,
    status: 1,
    sources: [{ network: 'twitter' as const, hashtags: [], page: null }],
    include: topic.include.map((group) => ({
      match: group.match,
      terms: group.terms.map((term) => ({ ...term })),
    })),
    exclude: topic.exclude.map((term) => ({ ...term })),
  })),
);

const published = Date.now() - 3_600_000;
const items: HeardItem[] = data.items.map((item, index) => ({
  network: 'twitter',
  externalId: `bench-${index}`,
  url: null,
  text: item.text,
  authorId: item.author ?? null,
  authorName: null,
  authorHandle: item.author ?? null,
  authorReach: null,
  publishedAt: new Date(published + index),
  recipients: item.recipients ?? [],
}));
const pages = Array.from({ length: Math.ceil(items.length / PAGE) }, (_, at) =>
  items.slice(at * PAGE, (at + 1) * PAGE),
);

const judge = createSentimentJudge(db, createLexiconClassifier());
let start = performance.now();
for (const page of pages) {
  await ingestPage(
    { db, judge },
    { gameId: measured, network: 'twitter', accountId: null, items: page, quota: null },
  );
}
const ingestSeconds = (performance.now() - start) / 1000;

start = performance.now();
for (const page of pages) {
  await db
    .insert(listenItems)
    .values(page.map((item) => ({ gameId: baseline, ...item, sentiment: 'neutral' as const })));
}
const baselineSeconds = (performance.now() - start) / 1000;

const [stored] = await db.select({ n: count() }).from(listenItems).where(eq(listenItems.gameId, measured));
const [matched] = await db
  .select({ n: count() })
  .from(listenMatches)
  .where(eq(listenMatches.gameId, measured));
const rate = (seconds: number) => Math.round(ITEMS / seconds);
console.log(`listening ingestion on ${label}: ${ITEMS} items in pages of ${PAGE}, ${TOPICS} active topics`);
console.log(
  `  ingestion (judge, upsert, match, matches): ${rate(ingestSeconds)} items/s (${ingestSeconds.toFixed(1)} s)`,
);
console.log(
  `  baseline (plain INSERT of the item rows):  ${rate(baselineSeconds)} items/s (${baselineSeconds.toFixed(1)} s)`,
);
console.log(`  items stored ${stored?.n ?? 0}, matches written ${matched?.n ?? 0}`);
await database.close();
await drop();
