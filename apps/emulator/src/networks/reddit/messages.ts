import type { FastifyInstance } from 'fastify';
import { namesHandle } from '../../core/handles.js';
import { bool, list, str } from '../../core/params.js';
import { thingError } from './errors.js';
import { pageOf, viewOf } from './paging.js';
import { type InboxCommentKind, renderInboxComment, renderMessage } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { userNamed } from './state.js';
import type { RedditComment, RedditMessage } from './types.js';
import { type Json, listing, thing } from './views.js';
import { addMessage } from './world.js';

type Entry = {
  at: number;
  name: string;
  item:
    | { kind: 't4'; message: RedditMessage }
    | { kind: 't1'; comment: RedditComment; why: InboxCommentKind };
};

/** Others' live comments (as of the call) that `reason` picks, as inbox entries. */
function commentEntries(
  call: AuthedCall,
  reason: (comment: RedditComment) => InboxCommentKind | undefined,
): Entry[] {
  const { state, user, now } = call;
  return [...state.comments.values()].flatMap((comment): Entry[] => {
    if (comment.authorId === user.id || comment.deleted || comment.createdAt > now) return [];
    const why = reason(comment);
    return why
      ? [{ at: comment.createdAt, name: `t1_${comment.id}`, item: { kind: 't1', comment, why } }]
      : [];
  });
}

function isReplyTo(call: AuthedCall, comment: RedditComment): boolean {
  const [prefix, id = ''] = comment.parentId.split('_');
  const parent = prefix === 't3' ? call.state.posts.get(id) : call.state.comments.get(id);
  return parent?.authorId === call.user.id;
}

/** Replies to the user's posts and comments, as the inbox lists them. */
const replies = (call: AuthedCall): Entry[] =>
  commentEntries(call, (comment) => (isReplyTo(call, comment) ? 'reply' : undefined));

/** Comments naming the user (a reply that names it counts as a reply only, as on Reddit). */
const mentions = (call: AuthedCall): Entry[] =>
  commentEntries(call, (comment) =>
    !isReplyTo(call, comment) && namesHandle(comment.body, ['u/', '/u/'], call.user.name)
      ? 'mention'
      : undefined,
  );

function messages(call: AuthedCall, sent: boolean): Entry[] {
  return [...call.state.messages.values()]
    .filter(
      (message) =>
        message.createdAt <= call.now && (sent ? message.authorId : message.destId) === call.user.id,
    )
    .map((message) => ({ at: message.createdAt, name: `t4_${message.id}`, item: { kind: 't4', message } }));
}

/**
 * `GET /message/{where}`: inbox (messages, replies and username mentions), unread, messages, sent,
 * comments / selfreply (replies), mentions — newest first.
 */
function box(call: AuthedCall) {
  const where = call.path.where ?? 'inbox';
  let entries: Entry[];
  if (where === 'sent') entries = messages(call, true);
  else if (where === 'messages') entries = messages(call, false);
  else if (where === 'comments' || where === 'selfreply') entries = replies(call);
  else if (where === 'mentions') entries = mentions(call);
  else entries = [...messages(call, false), ...replies(call), ...mentions(call)];
  if (where === 'unread')
    entries = entries.filter((entry) =>
      entry.item.kind === 't4' ? entry.item.message.unread : entry.item.comment.unread,
    );
  entries.sort((a, b) => b.at - a.at);
  const { page, after, before } = pageOf(entries, call.params, (entry) => entry.name);
  const view = viewOf(call);
  const children: Json[] = page.map((entry) =>
    entry.item.kind === 't4'
      ? thing('t4', renderMessage(view, entry.item.message))
      : thing('t1', renderInboxComment(view, entry.item.comment, entry.item.why)),
  );
  if (bool(call.params, 'mark') === true) for (const entry of page) markRead(call, entry.name);
  return listing(children, after, before);
}

function markRead(call: AuthedCall, fullname: string): void {
  const [prefix, id = ''] = fullname.split('_');
  const item =
    prefix === 't4' ? call.state.messages.get(id) : prefix === 't1' ? call.state.comments.get(id) : undefined;
  if (item) item.unread = false;
}

/** `POST /api/compose`: a private message to a user. */
function compose(call: AuthedCall) {
  const to = userNamed(call.state, str(call.params, 'to') ?? '');
  const subject = (str(call.params, 'subject') ?? '').trim();
  const text = str(call.params, 'text') ?? '';
  if (!to) throw thingError('USER_DOESNT_EXIST', "that user doesn't exist", 'to');
  if (!subject) throw thingError('NO_SUBJECT', 'please enter a subject', 'subject');
  if (subject.length > 100) throw thingError('TOO_LONG', 'this is too long (max: 100)', 'subject');
  if (!text.trim()) throw thingError('NO_TEXT', 'we need something here', 'text');
  if (!to.acceptsMessages)
    throw thingError('NOT_WHITELISTED_BY_USER_MESSAGE', "that user can't be messaged", 'to');
  addMessage(call.state, {
    authorId: call.user.id,
    destId: to.id,
    subject,
    body: text,
    createdAt: call.now,
    unread: true,
  });
  return { json: { errors: [] } };
}

export function registerMessages(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/message/:where',
    operation: 'messages.read',
    scope: 'privatemessages',
    handler: box,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/compose',
    operation: 'compose',
    scope: 'privatemessages',
    handler: compose,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/read_message',
    operation: 'messages.mark',
    scope: 'privatemessages',
    handler: (call) => {
      for (const id of list(call.params, 'id') ?? []) markRead(call, id);
      return {};
    },
  });
}
