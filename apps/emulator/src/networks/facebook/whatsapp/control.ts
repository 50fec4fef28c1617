import type { FastifyInstance, FastifyReply } from 'fastify';
import { asRecord as bodyOf, str } from '../../../core/params.js';
import type { FbRuntime } from '../routing.js';
import { fbTime, unix } from '../state.js';
import type { FbState } from '../types.js';
import { digitsOf } from './analytics.js';
import {
  addMessage,
  customerOf,
  phoneCustomers,
  phoneMessages,
  phonesOf,
  SERVICE_WINDOW_MS,
} from './state.js';
import { pricingOf, statusesAt } from './statuses.js';
import type { WaCustomer, WaMessage, WaPhoneNumber } from './types.js';
import { wabaTemplates } from './views.js';

function customerJson(customer: WaCustomer, now: number) {
  const last = customer.lastInboundAt;
  return {
    wa_id: customer.waId,
    name: customer.name,
    last_inbound_time: last === undefined ? null : fbTime(last),
    window_open: last !== undefined && now - last < SERVICE_WINDOW_MS,
    window_expires_time: last === undefined ? null : fbTime(last + SERVICE_WINDOW_MS),
  };
}

function accountsJson(state: FbState, now: number) {
  return {
    data: [...state.wa.wabas.values()].map((waba) => ({
      id: waba.id,
      name: waba.name,
      owner_id: waba.ownerId,
      phone_numbers: phonesOf(state.wa, waba.id).map((phone) => ({
        id: phone.id,
        display_phone_number: phone.displayPhoneNumber,
        verified_name: phone.verifiedName,
        quality_rating: phone.qualityRating,
        messaging_limit_tier: phone.messagingLimitTier,
        customers: phoneCustomers(state.wa, phone.id).map((customer) => customerJson(customer, now)),
      })),
      templates: wabaTemplates(state, waba.id).map(({ id, name, language, category, status }) => ({
        id,
        name,
        language,
        category,
        status,
      })),
    })),
    unreachable: [...state.wa.unreachable],
    limits: {
      throughput_per_second: state.wa.limits.throughputPerSecond,
      pair_burst: state.wa.limits.pairBurst,
    },
  };
}

/** An inbound message as the `messages` webhook delivers it (`entry[].changes[].value.messages[]`). */
function inboundJson(phone: WaPhoneNumber, message: WaMessage) {
  return {
    from: message.waId,
    id: message.id,
    timestamp: String(unix(message.createdAt)),
    type: message.type,
    text: { body: message.body ?? '' },
    ...(message.contextId ? { context: { from: digitsOf(phone), id: message.contextId } } : {}),
    read_by_business: message.readByBusiness === true,
  };
}

/** An outbound message with the `statuses` webhook entries it has produced so far. */
function outboundJson(state: FbState, message: WaMessage, now: number) {
  const statuses = statusesAt(state, message, now).map((event) => ({
    id: message.id,
    status: event.status,
    timestamp: String(unix(event.at)),
    recipient_id: message.waId,
    pricing: pricingOf(state, message),
    ...(event.error ? { errors: [event.error] } : {}),
  }));
  return {
    id: message.id,
    to: message.waId,
    type: message.type,
    body: message.body ?? null,
    template: message.template ?? null,
    media: message.media ?? null,
    reaction: message.reaction ?? null,
    context: message.contextId ? { message_id: message.contextId } : null,
    timestamp: String(unix(message.createdAt)),
    origin: message.origin,
    status: statuses.at(-1)?.status ?? 'accepted',
    statuses,
  };
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'no such phone number' });

/** Test-facing WhatsApp routes under `/_emulator/facebook/whatsapp` (what webhooks would deliver). */
export function registerWhatsAppControl(app: FastifyInstance, rt: FbRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/whatsapp/accounts', async () => accountsJson(rt.state, now()));
  app.get<{ Params: { phoneId: string } }>('/whatsapp/:phoneId/inbox', async (request, reply) => {
    const { wa } = rt.state;
    const phone = wa.phones.get(request.params.phoneId);
    if (!phone) return notFound(reply);
    const messages = phoneMessages(wa, phone.id, 'inbound');
    const senders = new Set(messages.map((message) => message.waId));
    return {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: digitsOf(phone), phone_number_id: phone.id },
      contacts: phoneCustomers(wa, phone.id)
        .filter((customer) => senders.has(customer.waId))
        .map((customer) => ({ profile: { name: customer.name }, wa_id: customer.waId })),
      messages: messages.map((message) => inboundJson(phone, message)),
    };
  });
  app.post<{ Params: { phoneId: string } }>('/whatsapp/:phoneId/inbox', async (request, reply) => {
    const { wa } = rt.state;
    const phone = wa.phones.get(request.params.phoneId);
    if (!phone) return notFound(reply);
    const body = bodyOf(request.body);
    const from = (str(body, 'from') ?? '').replace(/\D/g, '');
    const text = str(body, 'text') ?? str(body, 'message');
    if (!/^\d{8,15}$/.test(from) || !text)
      return reply.code(400).send({ error: 'from (a phone number) and text are required' });
    customerOf(wa, phone.id, from, str(body, 'name'));
    const message = addMessage(wa, {
      phoneId: phone.id,
      waId: from,
      direction: 'inbound',
      origin: 'customer',
      type: 'text',
      body: text,
      contextId: str(body, 'context_message_id'),
      createdAt: now(),
    });
    return reply.code(201).send(inboundJson(phone, message));
  });
  app.get<{ Params: { phoneId: string }; Querystring: { to?: string } }>(
    '/whatsapp/:phoneId/messages',
    async (request, reply) => {
      const { state } = rt;
      if (!state.wa.phones.has(request.params.phoneId)) return notFound(reply);
      const to = request.query.to?.replace(/\D/g, '');
      const messages = phoneMessages(state.wa, request.params.phoneId, 'outbound').filter(
        (message) => !to || message.waId === to,
      );
      return { data: messages.map((message) => outboundJson(state, message, now())) };
    },
  );
  app.post('/whatsapp/limits', async (request) => {
    const { throughput_per_second: perSecond, pair_burst: burst } = bodyOf(request.body);
    const { limits } = rt.state.wa;
    if (typeof perSecond === 'number' && Number.isInteger(perSecond) && perSecond >= 0)
      limits.throughputPerSecond = perSecond;
    if (typeof burst === 'number' && burst >= 0) limits.pairBurst = burst;
    return { throughput_per_second: limits.throughputPerSecond, pair_burst: limits.pairBurst };
  });
}
