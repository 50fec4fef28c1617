import { asRecord, type Params } from '../../../core/params.js';
import { invalidWaParam } from './errors.js';
import type { WaContent, WaMessageType } from './types.js';

export const MAX_TEXT_LENGTH = 4_096;
export const MAX_CAPTION_LENGTH = 1_024;
const MEDIA_TYPES = ['image', 'video', 'document', 'audio', 'sticker'] as const;
type MediaType = (typeof MEDIA_TYPES)[number];
export const MESSAGE_TYPES: readonly WaMessageType[] = [
  'text',
  ...MEDIA_TYPES,
  'template',
  'reaction',
  'interactive',
];
const INTERACTIVE_TYPES = ['button', 'list', 'cta_url', 'flow', 'location_request_message'];

const length = (text: string): number => [...text].length;

function isMediaType(type: string): type is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

/** An http(s) URL Meta would fetch the media from. */
export function mediaLink(value: unknown, field: string): string {
  if (typeof value !== 'string' || !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw invalidWaParam(`Param ${field} must be a valid http(s) URL`);
  return value;
}

function textContent(params: Params): WaContent {
  const { body } = asRecord(params.text);
  if (typeof body !== 'string' || body.trim() === '') throw invalidWaParam("Param text['body'] is required");
  if (length(body) > MAX_TEXT_LENGTH)
    throw invalidWaParam(`Param text['body'] must be at most ${MAX_TEXT_LENGTH} characters long`);
  return { type: 'text', body };
}

function mediaContent(params: Params, type: MediaType): WaContent {
  const object = asRecord(params[type]);
  if (object.id !== undefined) {
    throw invalidWaParam(
      `Param ${type}['id'] is not a media uploaded to this number (the emulator keeps no uploads: send a link)`,
    );
  }
  const link = mediaLink(object.link, `${type}['link']`);
  const caption = typeof object.caption === 'string' && object.caption !== '' ? object.caption : undefined;
  if (caption !== undefined && (type === 'audio' || type === 'sticker'))
    throw invalidWaParam(`Param ${type}['caption'] is not supported for ${type} messages`);
  if (caption !== undefined && length(caption) > MAX_CAPTION_LENGTH)
    throw invalidWaParam(`Param ${type}['caption'] must be at most ${MAX_CAPTION_LENGTH} characters long`);
  const filename = typeof object.filename === 'string' ? object.filename : undefined;
  return { type, body: caption, media: { link, caption, filename } };
}

function reactionContent(params: Params): WaContent {
  const { message_id: messageId, emoji } = asRecord(params.reaction);
  if (typeof messageId !== 'string' || messageId === '')
    throw invalidWaParam("Param reaction['message_id'] is required");
  // An empty emoji removes an earlier reaction.
  if (typeof emoji !== 'string' || length(emoji) > 4)
    throw invalidWaParam("Param reaction['emoji'] must be a single emoji (or empty to remove the reaction)");
  return { type: 'reaction', reaction: { messageId, emoji } };
}

function interactiveContent(params: Params): WaContent {
  const interactive = asRecord(params.interactive);
  const kind = interactive.type;
  if (typeof kind !== 'string' || !INTERACTIVE_TYPES.includes(kind))
    throw invalidWaParam(`Param interactive['type'] must be one of ${INTERACTIVE_TYPES.join(', ')}`);
  const { text } = asRecord(interactive.body);
  if (typeof text !== 'string' || text === '')
    throw invalidWaParam("Param interactive['body']['text'] is required");
  if (length(text) > MAX_CAPTION_LENGTH)
    throw invalidWaParam(
      `Param interactive['body']['text'] must be at most ${MAX_CAPTION_LENGTH} characters`,
    );
  const { buttons } = asRecord(interactive.action);
  if (kind === 'button' && (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3))
    throw invalidWaParam("Param interactive['action']['buttons'] must hold 1 to 3 reply buttons");
  return { type: 'interactive', body: text };
}

/** The content of a non-template message (`type` and its object), validated like the Cloud API. */
export function freeFormContent(params: Params, type: WaMessageType): WaContent {
  if (type === 'text') return textContent(params);
  if (type === 'reaction') return reactionContent(params);
  if (type === 'interactive') return interactiveContent(params);
  if (isMediaType(type)) return mediaContent(params, type);
  throw invalidWaParam(`Param type must be one of ${MESSAGE_TYPES.join(', ')}`);
}

/** The recipient's WhatsApp id: `to` without `+`, spaces or dashes (E.164 digits). */
export function recipient(params: Params): string {
  const raw = params.to;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw invalidWaParam('Param to is required');
  const digits = String(raw).replace(/[\s()+-]/g, '');
  if (!/^\d{8,15}$/.test(digits)) throw invalidWaParam('Param to must be a phone number in E.164 format');
  return digits;
}
