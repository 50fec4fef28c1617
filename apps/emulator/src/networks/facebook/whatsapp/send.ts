import { asRecord, type Params } from '../../../core/params.js';
import type { AuthedCall, BaseCall } from '../routing.js';
import { phoneFor } from './access.js';
import { invalidWaParam, reengagement } from './errors.js';
import { takeCapacity } from './limits.js';
import { addMessage, windowOpen } from './state.js';
import { templateContent } from './template.js';
import type { WaMessage, WaMessageType, WaPhoneNumber } from './types.js';
import { freeFormContent, MESSAGE_TYPES, recipient } from './validate.js';

function messageType(params: Params): WaMessageType {
  const type = params.type ?? 'text';
  if (typeof type !== 'string' || !(MESSAGE_TYPES as readonly string[]).includes(type))
    throw invalidWaParam(`Param type must be one of ${MESSAGE_TYPES.join(', ')}`);
  return type as WaMessageType;
}

/** A message of this conversation (number and customer), named by a request field. */
function conversationMessage(
  call: AuthedCall,
  phone: WaPhoneNumber,
  waId: string,
  id: string,
  field: string,
) {
  const message = call.state.wa.messages.get(id);
  if (!message || message.phoneId !== phone.id || message.waId !== waId)
    throw invalidWaParam(`Param ${field} is not a message of this conversation`);
  return message;
}

/** `{status: read, message_id}`: the business marks a customer's message as read. */
function markRead(call: AuthedCall, phone: WaPhoneNumber) {
  const id = call.params.message_id;
  const message = typeof id === 'string' ? call.state.wa.messages.get(id) : undefined;
  if (!message || message.phoneId !== phone.id || message.direction !== 'inbound')
    throw invalidWaParam('Param message_id is not a message received by this number');
  message.readByBusiness = true;
  return { success: true };
}

/**
 * `POST /{phone-number-id}/messages`: validates like the Cloud API, refuses free-form messages to
 * a customer outside the 24-hour window (131047), counts throughput and pair rate, and answers
 * `{messaging_product, contacts, messages}` — the message is accepted; delivery follows by webhook.
 */
export function sendMessage(call: AuthedCall) {
  const { state, params, now } = call;
  const phone = phoneFor(call, 'whatsapp_business_messaging');
  if (params.messaging_product !== 'whatsapp')
    throw invalidWaParam('Param messaging_product must be whatsapp');
  if (params.status === 'read') return markRead(call, phone);
  if ((params.recipient_type ?? 'individual') !== 'individual')
    throw invalidWaParam('Param recipient_type must be individual');
  const waId = recipient(params);
  const type = messageType(params);
  const content = type === 'template' ? templateContent(state, phone, params) : freeFormContent(params, type);
  const { message_id: contextId } = asRecord(params.context);
  if (contextId !== undefined)
    conversationMessage(call, phone, waId, String(contextId), "context['message_id']");
  if (content.reaction)
    conversationMessage(call, phone, waId, content.reaction.messageId, "reaction['message_id']");
  if (type !== 'template' && !windowOpen(state.wa, phone.id, waId, now)) throw reengagement();
  takeCapacity(state.wa, phone.id, waId, now);
  const message: WaMessage = addMessage(state.wa, {
    ...content,
    contextId: contextId === undefined ? undefined : String(contextId),
    phoneId: phone.id,
    waId,
    direction: 'outbound',
    origin: 'api',
    createdAt: now,
  });
  return {
    messaging_product: 'whatsapp',
    contacts: [{ input: String(params.to), wa_id: waId }],
    messages: [{ id: message.id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
  };
}

/** Fault names of a send: `wa.messages.<type>` and `wa.messages.to.<wa_id>` (one recipient). */
export function sendOperations(call: BaseCall): string[] {
  const type = typeof call.params.type === 'string' ? call.params.type : 'text';
  const to = String(call.params.to ?? '').replace(/\D/g, '');
  return [`wa.messages.${type}`, ...(to ? [`wa.messages.to.${to}`] : [])];
}
