import { feedsEndpoints as feeds } from '@herald/contract';
import { type Binding, bind, bindStream } from '../../../http/bind.js';
import { membersHolding } from '../../perm/index.js';
import type { FeedsDeps } from '../deps.js';
import { batchChange } from './batch.js';
import { changeFeed } from './change.js';
import { feedDetailOf } from './detail.js';
import { listFeeds } from './list.js';
import { addNote } from './notes.js';
import { markPresence } from './presence.js';
import { actRemotely } from './remote.js';
import { replyToItem } from './reply.js';
import { FeedStreamHub } from './stream.js';
import { deleteView, listViews, saveView } from './views.js';

/** What the inbox's console endpoints need: content's pipeline (and through it the accounts). */
export type FeedsApiDeps = Pick<FeedsDeps, 'content' | 'logger'>;

/** The inbox screens' endpoints (SPEC §7 feeds), but the sync ones, which ingestion binds. */
export function feedsApiRoutes(
  deps: FeedsApiDeps,
  hub = new FeedStreamHub(deps.content.db, deps.logger),
): Binding[] {
  const { content } = deps;
  const { db } = content;
  const detail = (ctx: Parameters<typeof feedDetailOf>[1]) => (id: number) => feedDetailOf(content, ctx, id);
  return [
    bind(feeds.list, (input, ctx) => listFeeds(db, ctx, input)),
    bind(feeds.detail, (input, ctx) => feedDetailOf(content, ctx, input.id)),
    bind(feeds.change, (input, ctx) => changeFeed(db, ctx, input)),
    bind(feeds.batch, (input, ctx) => batchChange(db, ctx, input)),
    bind(feeds.reply, (input, ctx) => replyToItem(content, ctx, input).then(detail(ctx))),
    bind(feeds.remote, (input, ctx) => actRemotely(content, ctx, input).then(detail(ctx))),
    bind(feeds.note, (input, ctx) => addNote(db, ctx, input)),
    bind(feeds.presence, (input, ctx) => markPresence(db, ctx, input)),
    bind(feeds.assignees, (_input, ctx) => membersHolding(db, ctx.tenant.gameId, 'content_base')),
    bind(feeds.viewList, (_input, ctx) => listViews(db, ctx)),
    bind(feeds.viewSave, (input, ctx) => saveView(db, ctx, input)),
    bind(feeds.viewDelete, (input, ctx) => deleteView(db, ctx, input)),
    bindStream(feeds.stream, async (_input, ctx, sink) => {
      sink.onClose(await hub.listen(ctx, (event) => sink.send(event)));
    }),
  ];
}
