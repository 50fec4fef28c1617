import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, jsonCall, okJson } from './emulator-helpers.js';
import { APP, type AuthOptions, control, G, graph, userToken } from './fb-helpers.js';

export const WA_SCOPES = ['whatsapp_business_management', 'whatsapp_business_messaging'];
export const APP_TOKEN = `${APP.id}|${APP.secret}`;

export interface WaAccess {
  token: string;
  wabaId: string;
  /** The WABA's business numbers (two are seeded). */
  phoneIds: string[];
}

export interface WaCustomerView {
  wa_id: string;
  name: string;
  window_open: boolean;
}

/** A long-lived user token with the WhatsApp permissions, and what debug_token says was shared. */
export async function waAccess(app: FastifyInstance, options: AuthOptions = {}): Promise<WaAccess> {
  const token = await userToken(app, { long: true, scope: WA_SCOPES, ...options });
  const debug = await graph(app, 'GET', '/debug_token', { input_token: token, access_token: APP_TOKEN });
  const granular = okJson(debug).data.granular_scopes as Array<{ scope: string; target_ids?: string[] }>;
  const wabaId = granular.find((entry) => entry.scope === 'whatsapp_business_management')?.target_ids?.[0];
  if (!wabaId) throw new Error('no WhatsApp Business Account shared');
  const numbers = await graph(app, 'GET', `/${wabaId}/phone_numbers`, { access_token: token });
  return { token, wabaId, phoneIds: okJson(numbers).data.map((phone: { id: string }) => phone.id) };
}

/** `POST /{phone-number-id}/messages` with a JSON body, as the Cloud API is called. */
export function sendMessage(app: FastifyInstance, token: string, phoneId: string, body: object) {
  return jsonCall(app, 'POST', `${G}/${phoneId}/messages`, {
    body: { messaging_product: 'whatsapp', recipient_type: 'individual', ...body },
    headers: bearer(token),
  });
}

export const text = (to: string, body: string, context?: string) => ({
  to,
  type: 'text',
  text: { body },
  ...(context ? { context: { message_id: context } } : {}),
});

/** A template message; `image` fills a media header. */
export const template = (
  to: string,
  name: string,
  parameters: string[],
  options: { language?: string; image?: string } = {},
) => ({
  to,
  type: 'template',
  template: {
    name,
    language: { code: options.language ?? 'en_US' },
    components: [
      ...(options.image
        ? [{ type: 'header', parameters: [{ type: 'image', image: { link: options.image } }] }]
        : []),
      { type: 'body', parameters: parameters.map((value) => ({ type: 'text', text: value })) },
    ],
  },
});

/** The customers of a number, split by whether their 24-hour window is open. */
export async function customersOf(app: FastifyInstance, phoneId: string) {
  const response = await control(app, 'GET', '/facebook/whatsapp/accounts');
  const phone = response
    .json()
    .data.flatMap((waba: { phone_numbers: unknown[] }) => waba.phone_numbers)
    .find((candidate: { id: string }) => candidate.id === phoneId) as { customers: WaCustomerView[] };
  const open = phone.customers.filter((customer) => customer.window_open);
  const closed = phone.customers.filter((customer) => !customer.window_open);
  const [first, outside] = [open[0], closed[0]];
  if (!first || !outside) throw new Error('expected customers inside and outside the window');
  return { open, closed, inside: first, outside };
}

export async function inbox(app: FastifyInstance, phoneId: string) {
  const response = await control(app, 'GET', `/facebook/whatsapp/${phoneId}/inbox`);
  return okJson(response) as {
    contacts: Array<{ wa_id: string; profile: { name: string } }>;
    messages: Array<{ id: string; from: string; timestamp: string; text: { body: string } }>;
  };
}

export interface OutboundView {
  id: string;
  to: string;
  type: string;
  body: string | null;
  status: string;
  statuses: Array<{ status: string; errors?: Array<{ code: number }> }>;
  context: { message_id: string } | null;
}

export async function sent(app: FastifyInstance, phoneId: string, to?: string): Promise<OutboundView[]> {
  const query = to ? `?to=${to}` : '';
  const response = await control(app, 'GET', `/facebook/whatsapp/${phoneId}/messages${query}`);
  return okJson(response).data;
}

export function waErrorOf(response: { statusCode: number; json(): { error?: Record<string, unknown> } }) {
  const error = response.json().error as
    | { code: number; message: string; error_data?: { messaging_product: string; details: string } }
    | undefined;
  expect(error, 'expected a Graph error body').toBeDefined();
  return error ?? { code: 0, message: '' };
}
