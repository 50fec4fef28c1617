import type { FastifyInstance } from 'fastify';
import { bool, list, str } from '../../core/params.js';
import { thingError } from './errors.js';
import { pageOf, viewOf } from './paging.js';
import { renderInboxComment, renderMessage } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { userNamed } from './state.js';
import type { RedditComment, RedditMessage } from './types.js';
import { type Json, listing, thing } from './views.js';
import { addMessage } from './world.js';

type Entry = {
  at: number;
  name: string;
  item: { kind: 't4'; message: RedditMessage } | { kind: 't1'; comment: RedditComment };
};

/** Replies to the user's posts and comments, as the inbox lists them. */
function replies(call: AuthedCall): Entry[] {
  const { state, user, now } = call;
  return [...state.comments.values()]
    .filter((comment) => {
      if (comment.authorId === user.id || comment.deleted || comment.createdAt > now) return false;
      const [prefix, id = ''] = comment.parentId.split('_');
      const parent = prefix === 't3' ? state.posts.get(id) : state.comments.get(id);
      return parent?.authorId === user.id;
    })
    .map((comment) => ({ at: comment.createdAt, name: `t1_${comment.id}`, item: { kind: 't1', comment } }));
}

function messages(call: AuthedCall, sent: boolean): Entry[] {
  return [...call.state.messages.values()]
    .filter(
      (message) =>
        message.createdAt <= call.now && (sent ? message.authorId : message.destId) === call.user.id,
    )
    .map((message) => ({ at: message.createdAt, name: `t4_${message.id}`, item: { kind: 't4', message } }));
}

/** `GET /message/{where}`: inbox (messages and replies), unread, messages, sent — newest first. */
function box(call: AuthedCall) {
  const where = call.path.where ?? 'inbox';
  let entries: Entry[];
  if (where === 'sent') entries = messages(call, true);
  else if (where === 'messages') entries = messages(call, false);
  else if (where === 'comments' || where === 'selfreply') entries = replies(call);
  else entries = [...messages(call, false), ...replies(call)];
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
      : thing('t1', renderInboxComment(view, entry.item.comment)),
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
