/**
 * Inbox ingestion benchmark: synthetic comments and messages (English and Chinese, with repeats as
 * overlapping polls and webhook retries bring them) stored through the real ingestion function —
 * judged by the built-in classifier, deduplicated, keyword-indexed, issue classes found, first
 * responses timed — in batches, against a plain INSERT of the same rows as the baseline. Prints items/s
 * (wall and per CPU core) and the duplicates stored (must be 0); asserts nothing about time.
 *   npm run bench:feeds-ingest -w @herald/bench          (ITEMS=100000 BATCH=500 ACCOUNTS=20)
 *   DATABASE_URL=postgres://… npm run bench:feeds-ingest -w @herald/bench   (PostgreSQL instead of PGlite)
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createPglite,
  type Database,
  migrateDatabase,
  openDatabase,
  openPglite,
} from '../../apps/server/src/db/client.js';
import { feeds, feedTerms, games, socialAccounts } from '../../apps/server/src/db/schema/index.js';
import {
  commentItems,
  type IncomingItem,
  type IngestAccount,
  ingestItems,
  messageItems,
} from '../../apps/server/src/modules/feeds/index.js';
import {
  createLexiconClassifier,
  createSentimentJudge,
} from '../../apps/server/src/modules/sentiment/index.js';
import type { NetworkComment, NetworkMessage } from '../../apps/server/src/platforms/types.js';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
const BATCH = Number(process.env.BATCH ?? 500);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 20);
/** Share of each batch that repeats items of the batch before (overlapping polls, webhook retries). */
const REPEATS = 0.1;

const english = [
  'the new season is great, gg to the devs',
  'game keeps crashing after the patch, please fix',
  'so much lag tonight, ping is terrible',
  'I was charged twice for the battle pass, need a refund',
  'every ranked match has a cheater with an aimbot',
  "can't log in since yesterday, is my account banned?",
  'love the new hero skins, worth every gem',
  'matchmaking takes forever in my region',
  'nerf the sniper already, it is broken',
  'when is the next event coming',
];
const chinese = [
  '新赛季太好玩了，策划辛苦了',
  '更新以后一直闪退，怎么办',
  '晚上卡顿太严重了，延迟三百多',
  '充值了没到账，申请退款',
  '排位每局都有开挂的，外挂太多了',
  '账号被盗了，登录不上',
  '新皮肤很好看，氪金值了',
  '匹配时间太长了',
  '狙击枪太强了，赶紧削弱',
  '下一个活动什么时候开始',
];

function textOf(index: number): string {
  const pool = index % 2 === 0 ? english : chinese;
  return `${pool[index % pool.length]} #${index}`;
}

/** Item `index` of the run: four comments (some replies, some by the account) to one message. */
function itemsOf(account: IngestAccount, index: number): IncomingItem[] {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 1000);
  if (index % 5 === 4) {
    const message: NetworkMessage = {
      id: `m${index}`,
      conversationId: `conv-${index % 500}`,
      senderId: index % 15 === 4 ? account.socialId : `person-${index % 500}`,
      senderName: 'Someone',
      fromAccount: index % 15 === 4,
      text: textOf(index),
      createdAt,
    };
    return messageItems([message]);
  }
  const own = index % 13 === 0;
  const comment: NetworkComment = {
    id: `c${index}`,
    parentId: index % 3 === 0 ? `c${index - (index % 30)}` : null,
    authorId: own ? account.socialId : `person-${index % 997}`,
    authorName: own ? 'Page' : 'Player',
    text: textOf(index),
    createdAt,
    likeCount: null,
  };
  return commentItems(account, `post-${Math.floor(index / 200)}`, [comment], null);
}

interface Bench {
  database: Database;
  kind: string;
  drop: () => Promise<void>;
}

/** PGlite in memory, or a database of its own on the PostgreSQL server DATABASE_URL names. */
async function open(): Promise<Bench> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(createPglite());
    await migrateDatabase(database);
    return { database, kind: 'PGlite', drop: async () => undefined };
  }
  const name = `herald_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.href, dataDir: '' });
  await migrateDatabase(database);
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { database, kind: 'PostgreSQL', drop };
}

/** CPU seconds of a process from /proc (user + system); 0 where it cannot be read. */
function procCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds spent so far: this process (with PGlite, the database too) and, on a local PostgreSQL,
 * the server processes serving this database.
 */
async function cpuSeconds(database: Database): Promise<number> {
  const own = process.cpuUsage();
  let server = 0;
  if (database.kind === 'postgres') {
    const { rows } = await database.pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    for (const { pid } of rows) server += procCpu(pid);
  }
  return (own.user + own.system) / 1e6 + server;
}

async function makeGame(database: Database, gameId: number, label: string): Promise<IngestAccount[]> {
  const { db } = database;
  await db.insert(games).values({ gameId, gameName: `Bench ${label} ${gameId}` });
  const rows = await db
    .insert(socialAccounts)
    .values(
      Array.from({ length: ACCOUNTS }, (_, i) => ({
        gameId,
        socialChannel: 'facebook' as const,
        socialAccount: `Bench page ${i}`,
        socialId: `bench-${label}-${gameId}-${i}`,
      })),
    )
    .returning();
  return rows.map((row) => ({ id: row.id, gameId, network: 'facebook', socialId: row.socialId }));
}

/** The run's batches, accounts in turn: each a slice of new items plus repeats of the account's last one. */
function batchesOf(accounts: IngestAccount[]): Array<{ account: IngestAccount; items: IncomingItem[] }> {
  const batches: Array<{ account: IngestAccount; items: IncomingItem[] }> = [];
  const previous = new Map<number, IncomingItem[]>();
  for (let start = 0; start < ITEMS; start += BATCH) {
    const account = accounts[(start / BATCH) % accounts.length] as IngestAccount;
    const fresh = Array.from({ length: Math.min(BATCH, ITEMS - start) }, (_, i) =>
      itemsOf(account, start + i),
    ).flat();
    const repeats = (previous.get(account.id) ?? []).slice(-Math.floor(BATCH * REPEATS));
    batches.push({ account, items: [...fresh, ...repeats] });
    previous.set(account.id, fresh);
  }
  return batches;
}

const { database, kind, drop } = await open();
const { db } = database;
const gameBase = 900_000;
const accounts = await makeGame(database, gameBase, 'ingest');
const baselineAccounts = await makeGame(database, gameBase + 1, 'baseline');

const batches = batchesOf(accounts);
const sent = batches.reduce((sum, batch) => sum + batch.items.length, 0);
const cpuStart = await cpuSeconds(database);
const start = performance.now();
// The game's real judge: its sentiment rules (none here) above the built-in lexicon classifier.
const judge = createSentimentJudge(db, createLexiconClassifier());
for (const batch of batches) await ingestItems({ db, judge }, batch.account, batch.items);
const seconds = (performance.now() - start) / 1000;
const cpu = (await cpuSeconds(database)) - cpuStart;

const ids = accounts.map((account) => account.id);
const [counted] = await db
  .select({
    rows: sql<number>`count(*)::int`,
    distinct: sql<number>`count(distinct (${feeds.accountId}, ${feeds.source}, ${feeds.remoteId}))::int`,
    answered: sql<number>`count(${feeds.firstResponseAt})::int`,
    issues: sql<number>`count(*) filter (where cardinality(${feeds.issueClasses}) > 0)::int`,
  })
  .from(feeds)
  .where(inArray(feeds.accountId, ids));
const [terms] = await db
  .select({ rows: sql<number>`count(*)::int` })
  .from(feedTerms)
  .where(eq(feedTerms.gameId, gameBase));

// Baseline: the same rows, inserted plainly (no look-up, no judge, no terms, no first responses).
const baselineCpuStart = await cpuSeconds(database);
const baselineStart = performance.now();
for (const [index, batch] of batches.entries()) {
  const account = baselineAccounts[index % baselineAccounts.length] as IngestAccount;
  const unique = [
    ...new Map(batch.items.slice(0, BATCH).map((item) => [`${item.source}:${item.remoteId}`, item])).values(),
  ];
  await db.insert(feeds).values(
    unique.map((item) => ({
      gameId: account.gameId,
      accountId: account.id,
      network: account.network,
      source: item.source,
      feedType: item.feedType,
      remoteId: item.remoteId,
      postRemoteId: item.postRemoteId,
      parentRemoteId: item.parentRemoteId,
      conversationId: item.conversationId,
      authorId: item.authorId,
      authorName: item.authorName,
      text: item.text,
      createdAt: item.createdAt,
    })),
  );
}
const baselineSeconds = (performance.now() - baselineStart) / 1000;
const baselineCpu = (await cpuSeconds(database)) - baselineCpuStart;

const rate = (count: number, secs: number) => Math.round(count / secs).toLocaleString('en');
const n = (value: number | undefined) => (value ?? 0).toLocaleString('en');
const lines = [
  `feeds ingestion on ${kind}: ${n(ITEMS)} items (EN and ZH) in batches of ${BATCH}, ${ACCOUNTS} accounts`,
  `  sent, with ${Math.round(REPEATS * 100)}% repeats: ${n(sent)}`,
  `  ingested:              ${seconds.toFixed(1)} s wall → ${rate(ITEMS, seconds)} items/s (${rate(sent, seconds)} sent/s)`,
  `  CPU, every process:    ${cpu.toFixed(1)} s → ${rate(ITEMS, cpu)} items/s per core`,
  `  rows stored:           ${n(counted?.rows)} (distinct items ${n(counted?.distinct)})`,
  `  duplicates stored:     ${(counted?.rows ?? 0) - (counted?.distinct ?? 0)}`,
  `  keyword terms:         ${n(terms?.rows)} rows`,
  `  issue classes found:   ${n(counted?.issues)} items; first responses timed: ${n(counted?.answered)}`,
  `  baseline plain INSERT: ${baselineSeconds.toFixed(1)} s wall → ${rate(ITEMS, baselineSeconds)} items/s; CPU ${baselineCpu.toFixed(1)} s → ${rate(ITEMS, baselineCpu)} items/s per core`,
];
process.stdout.write(`${lines.join('\n')}\n`);

await database.close();
await drop();
if ((counted?.rows ?? 0) !== (counted?.distinct ?? 0) || counted?.rows !== ITEMS) process.exitCode = 1;
