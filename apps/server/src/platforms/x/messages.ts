import { z } from 'zod';
import type { MessagePage } from '../types.js';
import type { XWrite } from './posting.js';
import type { XCall } from './reading.js';

const eventsSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string(),
        sender_id: z.string().optional(),
        dm_conversation_id: z.string(),
      }),
    )
    .optional(),
  includes: z
    .object({ users: z.array(z.object({ id: z.string(), username: z.string() })).optional() })
    .optional(),
  meta: z.object({ next_token: z.string().optional() }).optional(),
});

/**
 * Who an event without `sender_id` is taken to be from: X leaves the field out at times, and a page
 * must not fail for it. A one-to-one conversation's id is its two user ids (`<low>-<high>`): the
 * person the account talks to. A group conversation names nobody: its id stands for the sender.
 */
function counterpartOf(conversationId: string, ownId: string): string {
  const ids = conversationId.split('-');
  return ids.length === 2 && ids.includes(ownId) ? (ids.find((id) => id !== ownId) ?? ownId) : conversationId;
}

/** Direct messages of the last 30 days (what the v2 lookup returns), newest first. */
export async function readDirectMessages(
  call: XCall,
  ownId: string,
  cursor: string | null,
): Promise<MessagePage> {
  const answer = eventsSchema.parse(
    await call('/2/dm_events', {
      event_types: 'MessageCreate',
      'dm_event.fields': 'id,text,created_at,sender_id,dm_conversation_id',
      expansions: 'sender_id',
      'user.fields': 'username',
      max_results: 100,
      pagination_token: cursor ?? undefined,
    }),
  );
  const names = new Map((answer.includes?.users ?? []).map((user) => [user.id, user.username]));
  return {
    messages: (answer.data ?? []).map((event) => {
      const senderId = event.sender_id ?? counterpartOf(event.dm_conversation_id, ownId);
      return {
        id: event.id,
        conversationId: event.dm_conversation_id,
        senderId,
        senderName: names.get(senderId) ?? null,
        fromAccount: senderId === ownId,
        text: event.text,
        createdAt: new Date(event.created_at),
      };
    }),
    next: answer.meta?.next_token ?? null,
  };
}

/** Sends a direct message to a person (who must accept messages from the account). */
export async function sendDirectMessage(write: XWrite, recipientId: string, text: string): Promise<string> {
  const answer = z
    .object({ data: z.object({ dm_event_id: z.string() }) })
    .parse(await write(`/2/dm_conversations/with/${encodeURIComponent(recipientId)}/messages`, { text }));
  return answer.data.dm_event_id;
}
