import { type ErrorId, networkNames, type TopicFields } from '@herald/contract';
import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenQuotaUses, socialAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { compileTopic, toCompile } from '../compile/compile.js';
import { type HashtagUse, INSTAGRAM_HASHTAG_WINDOW_MS } from '../compile/instagram-quota.js';
import { MAX_QUERIES_PER_POLL, REDDIT_QUERY_LIMIT, X_QUERY_LIMITS, type XTier } from '../compile/quotas.js';
import type { CompileOutcome, CompileRefusal } from '../compile/types.js';

/** Account states a listening search may run with (an expired one is tried: the network decides). */
const USABLE = ['connected', 'token_expire'] as const;

/** The game's account searching a network: the first usable one connected, or none. */
export async function searchAccount(db: DbOrTx, gameId: number, network: string) {
  const [account] = await db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.gameId, gameId),
        eq(socialAccounts.socialChannel, network as 'instagram'),
        inArray(socialAccounts.status, [...USABLE]),
      ),
    )
    .orderBy(asc(socialAccounts.id))
    .limit(1);
  return account ?? null;
}

/**
 * An Instagram account's hashtag look-ups, far enough back to know which slots are open now (a slot
 * starts at a look-up and lasts 7 days; look-ups meanwhile start none, so two windows are read).
 */
export async function hashtagUses(
  db: DbOrTx,
  gameId: number,
  accountId: number,
  now: Date,
): Promise<HashtagUse[]> {
  const rows = await db
    .select({ key: listenQuotaUses.key, at: listenQuotaUses.usedAt })
    .from(listenQuotaUses)
    .where(
      and(
        eq(listenQuotaUses.gameId, gameId),
        eq(listenQuotaUses.network, 'instagram'),
        eq(listenQuotaUses.accountId, accountId),
        isNotNull(listenQuotaUses.key),
        gte(listenQuotaUses.usedAt, new Date(now.getTime() - 2 * INSTAGRAM_HASHTAG_WINDOW_MS)),
      ),
    );
  return rows.flatMap((row) => (row.key === null ? [] : [{ hashtag: row.key, at: row.at }]));
}

/** The longest query the refused network accepts. */
function queryLimit(refusal: CompileRefusal, tier: XTier): number {
  return refusal.network === 'reddit' ? REDDIT_QUERY_LIMIT : X_QUERY_LIMITS[tier];
}

/** A compiler's refusal as the catalogue error the console shows, with its message's values. */
export function refusalError(refusal: CompileRefusal, tier: XTier): AppError {
  const network = refusal.network ? networkNames[refusal.network] : '';
  const id = `topic_${refusal.refused}` as ErrorId;
  switch (refusal.refused) {
    case 'term_too_long':
      return new AppError(id, {
        params: { network, term: refusal.term?.value ?? '', max: queryLimit(refusal, tier) },
        detail: refusal.detail,
      });
    case 'query_too_long':
      return new AppError(id, {
        params: { network, max: queryLimit(refusal, tier) },
        detail: refusal.detail,
      });
    case 'too_many_queries':
      return new AppError(id, { params: { network, max: MAX_QUERIES_PER_POLL }, detail: refusal.detail });
    case 'hashtag_quota': {
      const remain = refusal.remain;
      return new AppError(id, {
        params: {
          network,
          limit: remain?.limit ?? 0,
          remaining: remain?.remaining ?? 0,
          date: remain?.nextFreeAt?.toISOString() ?? '',
        },
        detail: refusal.detail,
      });
    }
    default:
      return new AppError(id, { params: { network }, detail: refusal.detail });
  }
}

/**
 * Compiles a topic for every network as it would be fetched now, the Instagram hashtags against the
 * budget of the game's account searching Instagram; the first refusal is thrown as its catalogue
 * error (nothing has been written by then).
 */
export async function compileChecked(
  db: DbOrTx,
  gameId: number,
  fields: Pick<TopicFields, 'sources' | 'include_keywords' | 'exclude_keywords'>,
  tier: XTier,
  now = new Date(),
): Promise<CompileOutcome[]> {
  const instagram = fields.sources.some((source) => source.network === 'instagram')
    ? await searchAccount(db, gameId, 'instagram')
    : null;
  const instagramUses = instagram ? await hashtagUses(db, gameId, instagram.id, now) : [];
  const outcomes = compileTopic(toCompile(fields), { now, xTier: tier, instagramUses });
  const refusal = outcomes.find((outcome): outcome is CompileRefusal => outcome.outcome === 'refused');
  if (refusal) throw refusalError(refusal, tier);
  return outcomes;
}
