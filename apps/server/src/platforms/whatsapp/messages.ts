import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { FacebookGraph } from '../facebook/graph.js';
import type { AccountRef, MediaItem, PublishRequest, PublishResult, PublishSteps } from '../types.js';

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });

/** A customer's message as Herald names it: `<wa_id>:<wamid>` (who wrote, and which message). */
export interface MessageRef {
  waId: string;
  messageId: string;
}

export const messageRef = (waId: string, messageId: string): string => `${waId}:${messageId}`;

/** The WhatsApp id of a phone number: its E.164 digits without `+`. */
function waIdOf(value: string): string {
  const digits = value.replace(/[\s()+-]/g, '');
  if (!/^\d{8,15}$/.test(digits))
    throw new PlatformError(
      'whatsapp',
      'content',
      `"${value}" is not a phone number in international format`,
    );
  return digits;
}

export function parseMessageRef(targetId: string): MessageRef {
  const split = targetId.indexOf(':');
  const messageId = targetId.slice(split + 1);
  if (split < 1 || !messageId)
    throw new PlatformError('whatsapp', 'content', 'a WhatsApp message is named <wa_id>:<wamid>');
  return { waId: waIdOf(targetId.slice(0, split)), messageId };
}

/** `POST /{phone-number-id}/messages` (JSON); answers the new message's `wamid` (accepted, not delivered). */
export async function sendMessage(
  graph: FacebookGraph,
  account: AccountRef,
  to: string,
  content: Record<string, unknown>,
): Promise<string> {
  const answer = await graph.postJson(
    `${encodeURIComponent(account.socialId)}/messages`,
    { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...content },
    account.credential.accessToken,
  );
  const [message] = sentSchema.parse(answer).messages;
  if (!message) throw new PlatformError('whatsapp', 'transient', 'the message was not accepted');
  return message.id;
}

/** The template's components: the post's picture or video, as its media header. */
function components(media: readonly MediaItem[]): Array<Record<string, unknown>> {
  if (media.length > 1)
    throw new PlatformError('whatsapp', 'content', 'a template message carries at most one picture or video');
  const [item] = media;
  if (!item) return [];
  const kind = item.kind === 'video' ? 'video' : 'image';
  return [{ type: 'header', parameters: [{ type: kind, [kind]: { link: item.url } }] }];
}

/**
 * WhatsApp's "publish" is a broadcast of one approved template to opted-in customers: a business may
 * start a conversation only with a template (free-form text answers a customer within 24 hours of
 * their last message — see `comment`). The post's options name the template, its language and the
 * recipients (phone numbers that opted in); its single picture or video fills a media header. The
 * post's text is Herald's own record: WhatsApp sends the template's approved text.
 *
 * One call per recipient. Each accepted message id is saved (`to_<wa_id>`) the moment it is
 * answered, so a resumed broadcast skips everyone already messaged; only a call whose answer was lost
 * leaves that one recipient uncertain (the Cloud API has no idempotency key and no list of sent
 * messages). The post id is `<template>:<first wamid>`; there is no permalink.
 */
export async function broadcastTemplate(
  graph: FacebookGraph,
  account: AccountRef,
  request: PublishRequest<'whatsapp'>,
  steps: PublishSteps,
): Promise<PublishResult> {
  if (request.poll || request.scheduledAt)
    throw new PlatformError('whatsapp', 'unsupported', 'WhatsApp has no polls and no native scheduling');
  const { options } = request;
  if (!options) {
    throw new PlatformError(
      'whatsapp',
      'content',
      'WhatsApp lets a business start a conversation only with an approved message template: choose a template and its opted-in recipients (free-form text can only answer a customer within 24 hours of their last message)',
    );
  }
  if (request.link)
    throw new PlatformError('whatsapp', 'content', 'a template message cannot carry an extra link');
  const recipients = [...new Set(options.recipients.map(waIdOf))];
  if (recipients.length === 0)
    throw new PlatformError('whatsapp', 'content', 'a template broadcast needs its opted-in recipients');
  const { template: name, language } = options;
  const template = { name, language: { code: language }, components: components(request.media) };
  const ids: string[] = [];
  for (const waId of recipients) {
    const step = `to_${waId}`;
    let id = steps.done[step];
    if (!id) {
      id = await sendMessage(graph, account, waId, { type: 'template', template });
      await steps.save(step, id);
    }
    ids.push(id);
  }
  return { postId: `${name}:${ids[0] ?? ''}`, permalink: null };
}
