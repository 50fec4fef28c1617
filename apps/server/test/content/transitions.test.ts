import {
  allows,
  api,
  type ContentAction,
  type ContentStatus,
  contentActions,
  contentStatuses,
  contentTransitions,
  type Endpoint,
  errorCatalog,
  leadsTo,
  type UserContentAction,
  userContentActions,
} from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TargetResult } from '../../src/db/schema/index.js';
import { contents, contentTargets } from '../../src/db/schema/index.js';
import { AppError } from '../../src/http/errors.js';
import { contentFor } from '../../src/modules/content/store.js';
import { move } from '../../src/modules/content/transition.js';
import { buildAccount, buildGame, buildUser, type Caller, fail, rawCall, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { blankPost } from './helpers.js';

const later = () => new Date(Date.now() + 2 * 60 * 60_000).toISOString();

/** The request each user action is made with (valid in itself, so only the status decides). */
function requestFor(
  action: UserContentAction,
  id: number,
  accountId: number,
): { endpoint: Endpoint; input: unknown } {
  const post = blankPost({ account_ids: [accountId], text: 'Status machine' });
  switch (action) {
    case 'edit':
      return { endpoint: api.post.save, input: { id, post } };
    case 'submit':
      return { endpoint: api.post.submit, input: { id, post } };
    case 'cancel':
      return { endpoint: api.post.cancel, input: { id } };
    case 'revoke':
      return { endpoint: api.post.revoke, input: { id } };
    case 'reschedule':
      return {
        endpoint: api.post.reschedule,
        input: { id, scheduled_at: later(), time_zone: 'Asia/Shanghai' },
      };
    case 'publish_now':
      return { endpoint: api.post.publishNow, input: { id } };
    case 'keep':
      return { endpoint: api.post.keep, input: { id } };
    case 'retry':
      return { endpoint: api.post.retry, input: { id, checked: true } };
    case 'to_draft':
      return { endpoint: api.post.toDraft, input: { id } };
    case 'delete':
      return { endpoint: api.post.delete, input: { id } };
  }
}

/** What a target of a content in this status looks like (published ones went out, failed ones did not). */
function resultIn(status: ContentStatus): TargetResult {
  if (status === 'published' || status === 'delete_fail')
    return status === 'published' ? 'succeed' : 'delete_failed';
  if (status === 'publish_exc') return 'exception';
  if (status === 'publish_fail') return 'failed';
  return 'init';
}

describe('the content status machine (docs/content-states.md)', () => {
  const testApp = useTestApp();
  let as: Caller;
  let game: number;
  let accountId: number;

  beforeAll(async () => {
    const { database } = testApp();
    const user = await buildUser(database.db);
    game = (await buildGame(database.db, [user.id])).game_id;
    as = await signInAs(database.db, user.id);
    accountId = (await buildAccount(database.db, game)).id;
  });

  /** A content in this status; held (as a material's expiry leaves it) when the action is keep. */
  async function contentIn(status: ContentStatus, held = false): Promise<number> {
    const { database } = testApp();
    const { account_ids: _accounts, ...body } = blankPost({ text: 'Status machine' });
    const hold = held
      ? { reason: 'material_expired' as const, at: new Date().toISOString(), materials: [] }
      : null;
    const [row] = await database.db
      .insert(contents)
      .values({
        gameId: game,
        contentType: 'post',
        status,
        body,
        text: body.text,
        authorId: null,
        held: hold,
      })
      .returning();
    if (!row) throw new Error('no content');
    await database.db.insert(contentTargets).values({
      contentId: row.id,
      gameId: game,
      accountId,
      network: 'facebook',
      accountName: 'Page',
      result: resultIn(status),
    });
    return row.id;
  }

  const refusals = new Set<number>([
    errorCatalog.content_state.code,
    errorCatalog.content_deleted.code,
    errorCatalog.content_under_review.code,
  ]);

  it('every user action works from exactly the statuses the table allows, and is refused from all others', async () => {
    const { app, database } = testApp();
    const outcomes: string[] = [];
    for (const action of userContentActions) {
      for (const status of contentStatuses) {
        const id = await contentIn(status, action === 'keep');
        const { endpoint, input } = requestFor(action, id, accountId);
        const response = await rawCall(app, endpoint, input, { as, game });
        const body = response.json() as { code: number; msg: string };
        const [after] = await database.db.select().from(contents).where(eq(contents.id, id));
        const now = after?.status as ContentStatus;
        if (allows(action, status)) {
          if (body.code !== 0) outcomes.push(`${action} from ${status} refused: ${body.msg}`);
          else if (!leadsTo(action, status, now)) outcomes.push(`${action} from ${status} led to ${now}`);
        } else {
          if (!refusals.has(body.code))
            outcomes.push(`${action} from ${status} answered ${body.code} ${body.msg}`);
          if (now !== status) outcomes.push(`${action} from ${status} changed it to ${now}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('system transitions move only along the table', async () => {
    const { database } = testApp();
    const systemActions = contentActions.filter((action) => contentTransitions[action].by === 'system');
    const wrong: string[] = [];
    for (const action of systemActions as ContentAction[]) {
      for (const from of contentStatuses) {
        for (const to of contentTransitions[action].to) {
          const id = await contentIn(from);
          const row = await contentFor(database.db, game, id);
          const moved = await move(database.db, row, action, to, null).then(
            (result) => result.status,
            (error: unknown) => (error instanceof AppError ? error.id : String(error)),
          );
          const expected = leadsTo(action, from, to) ? to : null;
          if (expected && moved !== to) wrong.push(`${action} ${from}→${to}: ${moved}`);
          if (!expected && moved === to) wrong.push(`${action} ${from}→${to} was allowed`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names why: under approval, deleted, or the status', async () => {
    const { app } = testApp();
    const reviewing = await contentIn('reviewing');
    const post = blankPost({ account_ids: [accountId], text: 'again' });
    expect((await fail(app, api.post.submit, { id: reviewing, post }, { as, game })).msg).toBe(
      'Cannot submit repeatedly as it is under approval',
    );
    const deleted = await contentIn('deleted');
    expect((await fail(app, api.post.revoke, { id: deleted }, { as, game })).msg).toBe(
      'This content was deleted',
    );
    const published = await contentIn('published');
    expect((await fail(app, api.post.revoke, { id: published }, { as, game })).msg).toBe(
      'This cannot be done while the content is published',
    );
  });
});
