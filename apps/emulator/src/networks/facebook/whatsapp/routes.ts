import type { FastifyInstance } from 'fastify';
import { str } from '../../../core/params.js';
import { type NodeSpec, project } from '../fields.js';
import { paginate } from '../paging.js';
import { type AuthedCall, dispatchTo, type FbRuntime, graphRoute, type RouteDef } from '../routing.js';
import { requireWaba, requireWabaOf, wabaFor } from './access.js';
import { somethingWentWrong, throughputReached } from './errors.js';
import { sendMessage, sendOperations } from './send.js';
import { findWaNode, phonesOf, type WaNode } from './state.js';
import { phoneSpec, templateSpec, wabaSpec, wabaTemplates } from './views.js';

const MANAGE = 'whatsapp_business_management';

/** The node's selected fields, and its `id` whatever was selected (as the Graph API answers). */
const withId = (spec: NodeSpec, call: AuthedCall, id: string) => ({ ...project(spec, call.fields), id });

/** `GET /{waba-id | phone-number-id | template-id}?fields=…` (a WABA's `analytics` field included). */
function readWaNode(call: AuthedCall, node: WaNode) {
  switch (node.kind) {
    case 'wa_waba':
      requireWaba(call, node.waba, MANAGE, node.waba.id);
      return withId(wabaSpec(call.state, node.waba, call.now), call, node.waba.id);
    case 'wa_phone':
      requireWabaOf(call, node.phone.wabaId, MANAGE, node.phone.id);
      return withId(phoneSpec(node.phone), call, node.phone.id);
    case 'wa_template':
      requireWabaOf(call, node.template.wabaId, MANAGE, node.template.id);
      return withId(templateSpec(node.template), call, node.template.id);
  }
}

/** A Graph route whose `:id` may name a WhatsApp Business object: such calls go to `readWaNode`. */
export function withWhatsApp(def: RouteDef<AuthedCall>, operation: string): RouteDef<AuthedCall> {
  return dispatchTo(def, findWaNode, operation, readWaNode);
}

function listPage<T>(
  call: AuthedCall,
  items: readonly T[],
  idOf: (item: T) => string,
  spec: (item: T) => NodeSpec,
) {
  const { data, paging } = paginate(items, idOf, call.params, call.request);
  return { data: data.map((item) => project(spec(item), call.fields)), paging };
}

/** `GET /{waba-id}/message_templates`, filtered by `status`, `category`, `language` or `name`. */
function listTemplates(call: AuthedCall) {
  const waba = wabaFor(call, MANAGE);
  const filters = (['status', 'category', 'language', 'name'] as const).flatMap((key) => {
    const value = str(call.params, key);
    return value ? [{ key, values: value.split(',').map((item) => item.trim().toUpperCase()) }] : [];
  });
  const templates = wabaTemplates(call.state, waba.id).filter((template) =>
    filters.every(({ key, values }) => values.includes(String(template[key]).toUpperCase())),
  );
  return listPage(call, templates, (template) => template.id, templateSpec);
}

/** The Cloud API's `POST /{phone-number-id}/messages` (registered with the Send API, which shares the path). */
export const WA_SEND: RouteDef<AuthedCall> = {
  method: 'POST',
  url: '/:id/messages',
  operation: 'wa.messages.create',
  aliases: ['publish'],
  extraOperations: sendOperations,
  injected: { rate_limit: throughputReached, server_error: somethingWentWrong },
  handler: sendMessage,
};

/**
 * The WhatsApp Business Management edges (node reads go through the shared `/:id`, sends through
 * `WA_SEND`).
 */
export function registerWhatsApp(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/phone_numbers',
    operation: 'wa.phone_numbers.read',
    handler: (call) =>
      listPage(call, phonesOf(call.state.wa, wabaFor(call, MANAGE).id), (phone) => phone.id, phoneSpec),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/message_templates',
    operation: 'wa.message_templates.read',
    handler: listTemplates,
  });
}
