import type { FeedStreamEvent } from '@herald/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { queryRows as rowsOf } from '../../../db/rows.js';
import { feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import type { Logger } from '../../../logger.js';
import { scopeOf } from './scope.js';

/** How the live stream watches the feeds table. */
export interface StreamTiming {
  /** Between two looks at a game's items. */
  pollMs: number;
  /**
   * How far back each look reaches again: a row's updated_at is its transaction's start, so a
   * transaction that commits after a look may carry an instant before it. Seen rows are not told twice.
   */
  overlapMs: number;
  /** How often a listener's visible accounts are read again (grants change while it listens). */
  accountsMs: number;
}

export const streamTiming: StreamTiming = { pollMs: 2000, overlapMs: 10_000, accountsMs: 60_000 };

/** Rows read per look; a busier game catches up over the next looks. */
const BATCH = 1000;

interface Listener {
  ctx: TenantRequestContext;
  send: (event: FeedStreamEvent) => void;
  /** The accounts it may see (null: all of the game's). */
  accounts: ReadonlySet<number> | null;
  accountsAt: number;
}

interface Seen {
  id: number;
  accountId: number;
  updatedUs: bigint;
  receivedUs: bigint;
}

const micros = (column: typeof feeds.updatedAt | typeof feeds.receivedAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
const instant = (us: bigint) =>
  sql`(timestamptz 'epoch' + ${us.toString()}::bigint * interval '1 microsecond')`;

/**
 * One game's watcher: one query per look for every listener in this process, each told only the ids
 * of accounts it may see. `arrived` are items first stored since the last look, `changed` the others.
 */
class GameWatch {
  readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | undefined;
  private watermark = 0n;
  /** After a full batch, the next look continues from the last row read instead of looking back. */
  private resumeAfter: { us: bigint; id: number } | null = null;
  /** Versions already told, so a look that reaches back tells nothing twice. */
  private readonly told = new Map<number, bigint>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly gameId: number,
    private readonly timing: StreamTiming,
  ) {}

  async start(): Promise<void> {
    const [now] = await rowsOf<{ us: string }>(
      this.db,
      sql`select (extract(epoch from now()) * 1000000)::bigint::text as us`,
    );
    this.watermark = BigInt(now?.us ?? '0');
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.tick(), this.timing.pollMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.look();
    } catch (error) {
      this.logger.warn({ err: error, gameId: this.gameId }, 'the inbox stream could not read new items');
    }
    if (this.timer !== undefined && this.listeners.size > 0) this.schedule();
  }

  private since(): SQL {
    const overlap = BigInt(this.timing.overlapMs) * 1000n;
    if (this.resumeAfter)
      return sql`(${feeds.updatedAt}, ${feeds.id}) > (${instant(this.resumeAfter.us)}, ${this.resumeAfter.id})`;
    return sql`${feeds.updatedAt} > ${instant(this.watermark - overlap)}`;
  }

  private async look(): Promise<void> {
    const rows = await this.db
      .select({
        id: feeds.id,
        accountId: feeds.accountId,
        updatedUs: micros(feeds.updatedAt),
        receivedUs: micros(feeds.receivedAt),
      })
      .from(feeds)
      .where(and(eq(feeds.gameId, this.gameId), this.since()))
      .orderBy(asc(feeds.updatedAt), asc(feeds.id))
      .limit(BATCH);
    const seen: Seen[] = rows.map((row) => ({
      ...row,
      updatedUs: BigInt(row.updatedUs),
      receivedUs: BigInt(row.receivedUs),
    }));
    const last = seen.at(-1);
    this.resumeAfter = seen.length === BATCH && last ? { us: last.updatedUs, id: last.id } : null;
    const fresh = this.sort(seen);
    for (const row of seen) if (row.updatedUs > this.watermark) this.watermark = row.updatedUs;
    this.forget();
    if (fresh.arrived.length + fresh.changed.length > 0) await this.tell(fresh);
  }

  /** What is new since the last look: items first stored since then, and changes to the others. */
  private sort(rows: readonly Seen[]): { arrived: Seen[]; changed: Seen[] } {
    const overlap = BigInt(this.timing.overlapMs) * 1000n;
    const arrived: Seen[] = [];
    const changed: Seen[] = [];
    for (const row of rows) {
      const told = this.told.get(row.id);
      if (told === row.updatedUs) continue;
      if (told === undefined && row.receivedUs > this.watermark - overlap) arrived.push(row);
      else changed.push(row);
      this.told.set(row.id, row.updatedUs);
    }
    return { arrived, changed };
  }

  /** Versions older than any look can reach again need not be remembered. */
  private forget(): void {
    const horizon = this.watermark - BigInt(this.timing.overlapMs) * 1000n;
    for (const [id, us] of this.told) if (us <= horizon) this.told.delete(id);
  }

  private async tell(fresh: { arrived: Seen[]; changed: Seen[] }): Promise<void> {
    for (const listener of this.listeners) {
      await this.refreshAccounts(listener);
      const mine = (rows: Seen[]) =>
        rows
          .filter((row) => listener.accounts === null || listener.accounts.has(row.accountId))
          .map((row) => row.id);
      const arrived = mine(fresh.arrived);
      const changed = mine(fresh.changed);
      if (arrived.length > 0) listener.send({ type: 'arrived', ids: arrived });
      if (changed.length > 0) listener.send({ type: 'changed', ids: changed });
    }
  }

  async refreshAccounts(listener: Listener, force = false): Promise<void> {
    if (!force && Date.now() - listener.accountsAt < this.timing.accountsMs) return;
    const scope = await scopeOf(this.db, listener.ctx);
    listener.accounts = scope.accountIds === null ? null : new Set(scope.accountIds);
    listener.accountsAt = Date.now();
  }
}

/** The live stream's watchers: one per game with listeners in this process, gone with the last. */
export class FeedStreamHub {
  private readonly games = new Map<number, GameWatch>();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly timing: StreamTiming = streamTiming,
  ) {}

  /** Tells `send` what arrives or changes on the accounts the caller may see; answers how to stop. */
  async listen(ctx: TenantRequestContext, send: (event: FeedStreamEvent) => void): Promise<() => void> {
    const gameId = ctx.tenant.gameId;
    const listener: Listener = { ctx, send, accounts: null, accountsAt: 0 };
    let watch = this.games.get(gameId);
    if (!watch) {
      watch = new GameWatch(this.db, this.logger, gameId, this.timing);
      this.games.set(gameId, watch);
      await watch.start();
    }
    await watch.refreshAccounts(listener, true);
    watch.listeners.add(listener);
    const current = watch;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.games.get(gameId) === current) {
        current.stop();
        this.games.delete(gameId);
      }
    };
  }

  /** Listeners of a game in this process. */
  listening(gameId: number): number {
    return this.games.get(gameId)?.listeners.size ?? 0;
  }

  /** Games watched in this process (one query per look each, whatever their listeners). */
  watching(): number {
    return this.games.size;
  }
}
