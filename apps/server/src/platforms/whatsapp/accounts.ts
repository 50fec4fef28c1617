import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { FacebookGraph } from '../facebook/graph.js';
import { type MetaApp, readAllPages } from '../facebook/login.js';

/** Manage the WABA (numbers, templates, analytics) and send messages (platforms/whatsapp.md §1). */
export const WHATSAPP_SCOPES = ['whatsapp_business_management', 'whatsapp_business_messaging'];

const debugSchema = z.object({
  data: z.object({
    granular_scopes: z
      .array(z.object({ scope: z.string(), target_ids: z.array(z.string()).optional() }))
      .optional(),
  }),
});

export const phoneSchema = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string(),
  quality_rating: z.string().optional(),
});
export type PhoneNumber = z.infer<typeof phoneSchema>;
export const PHONE_FIELDS = 'id,display_phone_number,verified_name,quality_rating';

/**
 * The WhatsApp Business Accounts a token was given: Embedded Signup (and Facebook Login with the
 * WhatsApp permissions) shares them as the target ids of the token's granular scopes, which
 * `debug_token` reports to the app (called with the app's own token).
 */
export async function sharedWabas(graph: FacebookGraph, app: MetaApp, token: string): Promise<string[]> {
  const answer = debugSchema.parse(
    await graph.get('debug_token', { input_token: token }, `${app.appId}|${app.appSecret}`),
  );
  const ids = (answer.data.granular_scopes ?? [])
    .filter((entry) => WHATSAPP_SCOPES.includes(entry.scope))
    .flatMap((entry) => entry.target_ids ?? []);
  return [...new Set(ids)];
}

/** The business phone numbers of a WABA. */
export function wabaNumbers(graph: FacebookGraph, wabaId: string, token: string): Promise<PhoneNumber[]> {
  return readAllPages(
    graph,
    `${encodeURIComponent(wabaId)}/phone_numbers`,
    { fields: PHONE_FIELDS },
    token,
    phoneSchema,
  );
}

/** The WABA a business number belongs to (its analytics live there; the number's node does not name it). */
export async function wabaOfNumber(
  graph: FacebookGraph,
  app: MetaApp,
  phoneId: string,
  token: string,
): Promise<{ wabaId: string; phone: PhoneNumber }> {
  for (const wabaId of await sharedWabas(graph, app, token)) {
    const phone = (await wabaNumbers(graph, wabaId, token)).find((number) => number.id === phoneId);
    if (phone) return { wabaId, phone };
  }
  throw new PlatformError(
    'whatsapp',
    'reconnect',
    'the WhatsApp Business account of this number is no longer shared with Herald',
  );
}

/** How Herald names a number: the verified business name and the number people see. */
export function numberName(phone: PhoneNumber): string {
  return `${phone.verified_name} (${phone.display_phone_number})`;
}

/** The click-to-chat link of a number. */
export function numberLink(phone: PhoneNumber): string {
  return `https://wa.me/${phone.display_phone_number.replace(/\D/g, '')}`;
}
