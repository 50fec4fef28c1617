import type { FastifyInstance } from 'fastify';
import { fail } from '../../core/control.js';
import { asRecord, bool, int, str } from '../../core/params.js';
import { DIRECT_MESSAGES } from '../../core/seed-text.js';
import { addMessage, consentOf, groupMessages, writers } from './conversations.js';
import type { VkRuntime } from './routing.js';
import type { VkMessage } from './types.js';

function controlMessage(message: VkMessage) {
  return {
    id: message.id,
    peer_id: message.peerId,
    from_id: message.fromId,
    text: message.text,
    date: new Date(message.date).toISOString(),
    random_id: message.randomId,
    origin: message.origin,
  };
}

/**
 * Community messages under `/_emulator/vk/groups/:id`: `GET messages` (newest first, with who allowed
 * them), `POST messages` (a person writes now: `from_id`, `text`), `POST message-consent` (`user_id`,
 * `allowed`: a person allows or denies the community's messages).
 */
export function registerMessageControl(app: FastifyInstance, rt: VkRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { id: string } }>('/groups/:id/messages', async (request, reply) => {
    const group = rt.state.groups.get(Number(request.params.id));
    if (!group) return fail(reply, 'no such community', 404);
    return {
      allowed: [...consentOf(rt.state, group.id)],
      messages: groupMessages(rt.state, group.id).map(controlMessage),
    };
  });
  app.post<{ Params: { id: string } }>('/groups/:id/messages', async (request, reply) => {
    const { state } = rt;
    const group = state.groups.get(Number(request.params.id));
    if (!group) return fail(reply, 'no such community', 404);
    const body = asRecord(request.body);
    const fromId = int(body, 'from_id');
    const people = writers(state);
    const author =
      fromId === undefined ? people[state.messages.size % people.length] : state.users.get(fromId);
    if (!author || author.id === state.user.id) return fail(reply, 'from_id must be a visitor');
    const text = str(body, 'text') ?? DIRECT_MESSAGES[state.messages.size % DIRECT_MESSAGES.length] ?? 'Hi!';
    const made = addMessage(state, {
      group,
      peerId: author.id,
      fromId: author.id,
      text,
      at: now(),
      origin: 'visitor',
    });
    return reply.code(201).send(controlMessage(made));
  });
  app.post<{ Params: { id: string } }>('/groups/:id/message-consent', async (request, reply) => {
    const group = rt.state.groups.get(Number(request.params.id));
    if (!group) return fail(reply, 'no such community', 404);
    const body = asRecord(request.body);
    const userId = int(body, 'user_id');
    const allowed = bool(body, 'allowed');
    if (userId === undefined || !rt.state.users.has(userId) || allowed === undefined)
      return fail(reply, 'user_id (a person of the emulator) and allowed (boolean) are required');
    const consent = consentOf(rt.state, group.id);
    if (allowed) consent.add(userId);
    else consent.delete(userId);
    return { allowed: [...consent] };
  });
}
