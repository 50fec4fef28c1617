import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { contentTargets, publishAttempts, socialAccounts } from '../../../db/schema/index.js';
import type { AccountRow } from '../../accounts/index.js';
import { type ContentRow, contentFor, type TargetRow } from '../store.js';

export type AttemptRow = typeof publishAttempts.$inferSelect;
export type AttemptOutcome = 'succeeded' | 'failed' | 'ambiguous' | 'found' | 'absent' | 'deferred';

/** Publishing tries per round before a target is given up (lookups after an unknown outcome are free). */
export const MAX_TRIES = 3;

/** What a claim decided: nothing to do, wait for a live call, give up, or make this call now. */
export type Claim =
  | { kind: 'none' }
  | { kind: 'busy'; until: Date }
  | { kind: 'exhausted'; target: TargetRow; unknown: boolean; reason: string }
  | {
      kind: 'call';
      attempt: AttemptRow;
      target: TargetRow;
      content: ContentRow;
      account: AccountRow;
      /** When the round's first call started: a look-up searches from there. */
      since: Date;
      /** Publishing tries made in this round before this one. */
      tries: number;
    };

async function roundAttempts(db: DbOrTx, targetId: number, round: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(publishAttempts)
    .where(and(eq(publishAttempts.targetId, targetId), eq(publishAttempts.round, round)))
    .orderBy(asc(publishAttempts.id));
}

/** Calls still marked running whose worker stopped renewing the lease: their outcome is unknown. */
async function expireDeadCalls(db: DbOrTx, targetId: number, now: Date): Promise<void> {
  await db
    .update(publishAttempts)
    .set({ outcome: 'ambiguous', finishedAt: now, message: 'the worker stopped during the call' })
    .where(
      and(
        eq(publishAttempts.targetId, targetId),
        isNull(publishAttempts.finishedAt),
        lt(publishAttempts.leaseUntil, now),
      ),
    );
}

/**
 * Decides, under the target's lock, what this delivery of a publish job may do, and writes the
 * attempt before any call. A call still running elsewhere (lease alive) makes it wait; a call whose
 * worker died is marked unknown, and an unknown outcome is always looked up before anything is sent.
 */
export async function claim(db: Db, targetId: number, round: number, leaseSeconds: number): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(contentTargets)
      .where(eq(contentTargets.id, targetId))
      .for('update');
    if (!target || target.round !== round || target.result !== 'init') return { kind: 'none' };
    const content = await contentFor(tx, target.gameId, target.contentId);
    if (content.status !== 'publishing') return { kind: 'none' };
    const now = new Date();
    await expireDeadCalls(tx, target.id, now);
    const attempts = await roundAttempts(tx, target.id, round);
    const live = attempts.find((attempt) => attempt.finishedAt === null);
    if (live) return { kind: 'busy', until: live.leaseUntil };
    const last = attempts.at(-1);
    const lookUp = last?.outcome === 'ambiguous';
    const tries = attempts.filter(
      (attempt) => attempt.action === 'publish' && attempt.outcome !== 'deferred',
    ).length;
    const unknown = attempts.some((attempt) => attempt.outcome === 'ambiguous');
    if (!lookUp && tries >= MAX_TRIES) {
      const reason = last?.message ?? 'Publishing failed';
      return { kind: 'exhausted', target, unknown, reason };
    }
    const [account] = target.accountId
      ? await tx.select().from(socialAccounts).where(eq(socialAccounts.id, target.accountId))
      : [];
    if (!account) return { kind: 'exhausted', target, unknown, reason: 'The account was disconnected' };
    const [attempt] = await tx
      .insert(publishAttempts)
      .values({
        targetId: target.id,
        gameId: target.gameId,
        round,
        action: lookUp ? 'reconcile' : 'publish',
        idempotencyKey: `publish:${target.id}:${round}:${attempts.length + 1}`,
        leaseUntil: new Date(now.getTime() + leaseSeconds * 1000),
      })
      .returning();
    if (!attempt) throw new Error('the attempt was not recorded');
    const since = attempts[0]?.startedAt ?? attempt.startedAt;
    return { kind: 'call', attempt, target, content, account, since, tries };
  });
}

/** Keeps a running call's lease alive; stop it when the call returns. */
export function keepLease(
  db: Db,
  attemptId: number,
  leaseSeconds: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(
    () => {
      db.update(publishAttempts)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(eq(publishAttempts.id, attemptId), isNull(publishAttempts.finishedAt)))
        // A missed renewal only shortens the lease; the next one (or the call's end) follows.
        .catch(onError);
    },
    Math.max(1000, (leaseSeconds * 1000) / 3),
  );
  timer.unref();
  return () => clearInterval(timer);
}

export async function finishAttempt(
  db: DbOrTx,
  attemptId: number,
  outcome: AttemptOutcome,
  details: {
    message?: string | null;
    networkCode?: string | null;
    socialPostId?: string;
    resumeAt?: Date;
  } = {},
): Promise<void> {
  await db
    .update(publishAttempts)
    .set({
      outcome,
      finishedAt: new Date(),
      message: details.message ?? null,
      networkCode: details.networkCode ?? null,
      socialPostId: details.socialPostId ?? null,
      // A deferred call keeps its lease until it may resume: nothing counts as forgotten before then.
      ...(details.resumeAt ? { leaseUntil: details.resumeAt } : {}),
    })
    .where(eq(publishAttempts.id, attemptId));
}

/** Saves an intermediate id of a multi-step publish the moment the network returns it. */
export async function saveStep(db: DbOrTx, targetId: number, step: string, id: string): Promise<void> {
  await db
    .update(contentTargets)
    .set({ steps: sql`${contentTargets.steps} || ${JSON.stringify({ [step]: id })}::jsonb` })
    .where(eq(contentTargets.id, targetId));
}
