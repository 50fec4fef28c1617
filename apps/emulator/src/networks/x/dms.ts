import type { FastifyInstance } from 'fastify';
import { asRecord, list, str } from '../../core/params.js';
import { forbidden, invalidRequest } from './errors.js';
import { DM_EVENT_FIELDS, DM_EXPANSIONS, selection, USER_FIELDS } from './fields.js';
import { attachableMedia } from './media-store.js';
import { pageOf } from './paging.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { compareIds, DAY, isNumericId, iso } from './state.js';
import { entitiesOf } from './text.js';
import type { XDmEvent, XMedia } from './types.js';
import { envelope, Includes, renderUser } from './views.js';
import { addDm } from './world.js';

const SEND_SCOPES = ['dm.read', 'dm.write', 'tweet.read', 'users.read'];
const READ_SCOPES = ['dm.read', 'tweet.read', 'users.read'];
const MAX_DM_LENGTH = 10_000;
/** DM lookups return the last 30 days. */
const HISTORY = 30 * DAY;

/** `attachments: [{media_id}]` — at most one uploaded, processed media of the sender. */
function attachments(call: XAuthedCall): XMedia[] {
  const raw = call.body.attachments;
  if (raw === undefined) return [];
  const ids = Array.isArray(raw) ? raw.map((item) => asRecord(item).media_id) : [];
  if (ids.length !== 1 || typeof ids[0] !== 'string') {
    throw invalidRequest('$.attachments: must hold exactly one {"media_id": "<id>"}', 'attachments');
  }
  return attachableMedia(call.state, call.user, [ids[0]], call.now);
}

function send(call: XAuthedCall) {
  const { state, user, now } = call;
  const participantId = call.params.participant_id ?? '';
  if (!isNumericId(participantId)) {
    throw invalidRequest(`The \`participant_id\` value [${participantId}] is not valid`, 'participant_id', [
      participantId,
    ]);
  }
  const recipient = state.users.get(participantId);
  if (!recipient)
    throw invalidRequest(`Could not find user with participant_id: [${participantId}].`, 'participant_id', [
      participantId,
    ]);
  if (recipient.id === user.id)
    throw invalidRequest('You cannot send a Direct Message to yourself.', 'participant_id', [participantId]);
  const text = str(call.body, 'text') ?? '';
  const media = attachments(call);
  if (!text.trim() && media.length === 0)
    throw invalidRequest('One of text or attachments is required.', 'text');
  if ([...text].length > MAX_DM_LENGTH)
    throw invalidRequest(`$.text: may only be ${MAX_DM_LENGTH} characters long`, 'text');
  if (!recipient.acceptsDms) throw forbidden('You cannot send messages to this user.');
  const event = addDm(state, {
    sender: user,
    recipient,
    text,
    at: now,
    bits: state.rng.ids.int(0, 0x3fffff),
    mediaKeys: media.map((item) => item.key),
  });
  return { data: { dm_conversation_id: event.conversationId, dm_event_id: event.id } };
}

function eventJson(event: XDmEvent, fields: Set<string>) {
  const out: Record<string, unknown> = { id: event.id, event_type: 'MessageCreate', text: event.text };
  if (fields.has('created_at')) out.created_at = iso(event.createdAt);
  if (fields.has('sender_id')) out.sender_id = event.senderId;
  if (fields.has('dm_conversation_id')) out.dm_conversation_id = event.conversationId;
  if (fields.has('participant_ids')) out.participant_ids = [event.senderId, event.recipientId];
  if (fields.has('entities')) out.entities = entitiesOf(event.text, []);
  if (fields.has('attachments') && event.mediaKeys.length > 0)
    out.attachments = { media_keys: event.mediaKeys };
  return out;
}

function events(call: XAuthedCall) {
  const { state, user, now, query } = call;
  const types = list(query, 'event_types') ?? ['MessageCreate'];
  const bad = types.find(
    (type) => !['MessageCreate', 'ParticipantsJoin', 'ParticipantsLeave'].includes(type),
  );
  if (bad)
    throw invalidRequest(`The \`event_types\` query parameter value [${bad}] is not valid`, 'event_types', [
      bad,
    ]);
  const fields = selection(query, 'dm_event.fields', DM_EVENT_FIELDS);
  const expansions = selection(query, 'expansions', DM_EXPANSIONS);
  const userFields = selection(query, 'user.fields', USER_FIELDS);
  const mine = types.includes('MessageCreate')
    ? [...state.dms.values()]
        .filter((event) => event.senderId === user.id || event.recipientId === user.id)
        .filter((event) => event.createdAt <= now && event.createdAt > now - HISTORY)
        .sort((a, b) => compareIds(b.id, a.id))
    : [];
  const { page, meta } = pageOf(mine, query, { min: 1, max: 100, fallback: 100 });
  const includes = new Includes();
  const ctx = {
    state,
    now,
    viewer: user,
    select: {
      tweet: new Set<string>(),
      user: userFields,
      media: new Set<string>(),
      poll: new Set<string>(),
      place: new Set<string>(),
      expansions,
    },
  };
  for (const event of page) {
    const people = [
      ...(expansions.has('sender_id') ? [event.senderId] : []),
      ...(expansions.has('participant_ids') ? [event.senderId, event.recipientId] : []),
    ];
    for (const id of people) {
      const person = state.users.get(id);
      if (person) includes.users.set(id, renderUser(ctx, person));
    }
  }
  return envelope(
    page.map((event) => eventJson(event, fields)),
    includes,
    [],
    meta,
  );
}

export function registerDms(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'POST',
    url: '/2/dm_conversations/with/:participant_id/messages',
    operation: 'dm.create',
    scopes: SEND_SCOPES,
    status: 201,
    handler: send,
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/dm_events',
    operation: 'dm.read',
    scopes: READ_SCOPES,
    query: [
      'event_types',
      'dm_event.fields',
      'expansions',
      'media.fields',
      'user.fields',
      'tweet.fields',
      'max_results',
      'pagination_token',
    ],
    handler: events,
  });
}
