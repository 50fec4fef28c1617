import type { FastifyInstance } from 'fastify';
import { bearer, jsonCall, okJson } from './emulator-helpers.js';
import {
  ALL_SCOPES,
  type AuthOptions,
  control,
  G,
  graph,
  type PageAccess,
  pageAccess,
} from './fb-helpers.js';
import { IG_SCOPES, type IgAccess, igAccess } from './ig-helpers.js';

export const MESSENGER_SCOPES = [...ALL_SCOPES, 'pages_messaging'];
export const IG_DM_SCOPES = [...IG_SCOPES, 'instagram_manage_messages'];
export const INBOX_FIELDS = 'participants,updated_time,messages{id,message,from,to,created_time}';

/** The first Page's token with `pages_messaging`. */
export function messengerAccess(app: FastifyInstance, options: AuthOptions = {}): Promise<PageAccess> {
  return pageAccess(app, 0, { scope: MESSENGER_SCOPES, ...options });
}

/** The first Page's token with the Instagram messaging permissions, and its linked account. */
export function directAccess(app: FastifyInstance, options: AuthOptions = {}): Promise<IgAccess> {
  return igAccess(app, 0, { scope: IG_DM_SCOPES, ...options });
}

export interface MessageView {
  id: string;
  from_id: string;
  from_account: boolean;
  text: string;
  created_time: string;
  messaging_type: string | null;
  tag: string | null;
}

export interface ConversationView {
  id: string;
  page_id: string;
  platform: 'messenger' | 'instagram';
  account_id: string;
  participant: { id: string; name: string };
  origin: 'seed' | 'newcomer' | 'control';
  window_open: boolean;
  human_agent_open: boolean;
  messages: MessageView[];
}

/** The control API's view of an inbox, with each participant's windows. */
export async function inbox(app: FastifyInstance, pageId: string, platform = 'messenger') {
  const response = await control(
    app,
    'GET',
    `/facebook/messenger/conversations?page_id=${pageId}&platform=${platform}`,
  );
  return okJson(response).data as ConversationView[];
}

/** Someone inside the 24-hour window, someone within 7 days only, and someone beyond both. */
export async function people(app: FastifyInstance, pageId: string, platform = 'messenger') {
  const conversations = await inbox(app, pageId, platform);
  const open = conversations.find((item) => item.window_open);
  const humanAgent = conversations.find((item) => !item.window_open && item.human_agent_open);
  const closed = conversations.find((item) => !item.human_agent_open);
  if (!open || !humanAgent || !closed) throw new Error('expected people inside and outside the windows');
  return { open, humanAgent, closed };
}

/** A person writes now through the control API. */
export async function writeIn(app: FastifyInstance, body: Record<string, string>) {
  const response = await control(app, 'POST', '/facebook/messenger/inbound', body);
  return okJson(response, 201) as ConversationView;
}

/** `POST /{page-id}/messages` with a JSON body, as the Send API is usually called. */
export function send(app: FastifyInstance, access: PageAccess, body: Record<string, unknown>) {
  return jsonCall(app, 'POST', `${G}/${access.pageId}/messages`, { body, headers: bearer(access.token) });
}

export const reply = (recipient: string, text: string, extra: Record<string, string> = {}) => ({
  recipient: { id: recipient },
  messaging_type: 'RESPONSE',
  message: { text },
  ...extra,
});

export async function conversations(
  app: FastifyInstance,
  access: PageAccess,
  params: Record<string, string>,
) {
  const response = await graph(app, 'GET', `/${access.pageId}/conversations`, {
    access_token: access.token,
    ...params,
  });
  return okJson(response);
}
