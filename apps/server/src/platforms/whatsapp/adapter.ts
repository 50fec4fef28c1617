import { networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
import { FacebookGraph } from '../facebook/graph.js';
import { loginDialogUrl, loginUser, type MetaApp } from '../facebook/login.js';
import type {
  AccountProfile,
  AccountRef,
  AuthorizeRequest,
  CodeExchange,
  Connectable,
  Credential,
  MetricPoint,
  NetworkPost,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import {
  numberLink,
  numberName,
  PHONE_FIELDS,
  phoneSchema,
  sharedWabas,
  WHATSAPP_SCOPES,
  wabaNumbers,
  wabaOfNumber,
} from './accounts.js';
import { broadcastTemplate, messageRef, parseMessageRef, sendMessage } from './messages.js';

export interface WhatsappSettings extends MetaApp {
  /** https://graph.facebook.com or the emulator's equivalent. */
  graphBase: string;
  emulated: boolean;
  timeoutMs: number;
}

const analyticsSchema = z.object({
  analytics: z
    .object({
      data_points: z.array(z.object({ start: z.number(), sent: z.number(), delivered: z.number() })),
    })
    .optional(),
});
/** Herald reads the delivery analytics of the last 90 days. */
const HISTORY_DAYS = 90;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * WhatsApp Business Cloud API (platforms/whatsapp.md): a business phone number, connected through
 * Embedded Signup (Facebook Login for Business with `WHATSAPP_CONFIG_ID`, or the plain Login dialog
 * with the WhatsApp permissions). It answers customers within 24 hours of their last message and
 * broadcasts approved templates; it has no feed, so nothing it sends can be listed or deleted.
 */
export class WhatsappAdapter implements PlatformAdapter<'whatsapp'> {
  readonly network = 'whatsapp' as const;
  readonly profile = networkProfiles.whatsapp;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly graph: FacebookGraph;

  constructor(private readonly settings: WhatsappSettings) {
    this.emulated = settings.emulated;
    this.graph = new FacebookGraph(settings.graphBase, settings.version, settings.timeoutMs, 'whatsapp');
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(loginDialogUrl(this.settings, request, WHATSAPP_SCOPES));
    // Embedded Signup: the configuration's own flow (business, account and number set-up) runs in the
    // popup; its version and features come from the configuration itself.
    if (this.settings.configId) {
      url.searchParams.set('override_default_response_type', 'true');
      url.searchParams.set('extras', JSON.stringify({ setup: {} }));
    }
    return url.toString();
  }

  /**
   * Code → long-lived user token → the WhatsApp Business Accounts it was given (debug_token's granular
   * scopes) → their phone numbers, one connectable each, all with that user token. In production a
   * System User token (a business integration system user token for a tech provider) is Meta's
   * recommendation: it does not expire, where this user token lasts about 60 days.
   */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const login = await loginUser(this.graph, this.settings, exchange);
    const missing = WHATSAPP_SCOPES.find((scope) => !login.granted.includes(scope));
    if (missing)
      throw new PlatformError('whatsapp', 'reconnect', `the ${missing} permission was not granted`);
    const credential: Credential = {
      accessToken: login.token,
      refreshToken: null,
      expiresAt: login.expiresAt,
      refreshExpiresAt: null,
      scopes: login.granted,
    };
    const connectables: Connectable[] = [];
    for (const wabaId of await sharedWabas(this.graph, this.settings, login.token)) {
      for (const phone of await wabaNumbers(this.graph, wabaId, login.token)) {
        const shown = { name: numberName(phone), link: numberLink(phone), avatarUrl: null };
        connectables.push({ ...shown, socialId: phone.id, credential });
      }
    }
    return connectables;
  }

  /** Meta issues no refresh tokens: an expired user token needs the signup again. */
  async refreshCredential(): Promise<Credential | null> {
    return null;
  }

  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const phone = phoneSchema.parse(
      await this.graph.get(encodeURIComponent(socialId), { fields: PHONE_FIELDS }, credential.accessToken),
    );
    return { name: numberName(phone), link: numberLink(phone), avatarUrl: null };
  }

  /**
   * Always an empty page: the Cloud API cannot list the messages a number sent (their lifecycle
   * arrives only through the `statuses` webhook), so there is no history to import.
   */
  async listPosts(): Promise<PostPage> {
    return { posts: [], next: null };
  }

  publish(
    account: AccountRef,
    request: PublishRequest<'whatsapp'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    return broadcastTemplate(this.graph, account, request, steps);
  }

  /** Always null: sent messages cannot be listed; a broadcast resumes from its saved steps instead. */
  async findPublished(): Promise<NetworkPost | null> {
    return null;
  }

  async deletePost(): Promise<void> {
    throw new PlatformError(
      'whatsapp',
      'unsupported',
      'WhatsApp messages cannot be deleted for their recipients through the Cloud API',
    );
  }

  /**
   * A reply to a customer's message (`<wa_id>:<wamid>`), quoting it. WhatsApp delivers free-form
   * replies only within 24 hours of the customer's last message; later it refuses with 131047
   * (`content`, explained). Answers the reply as `<wa_id>:<wamid>`.
   */
  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const target = parseMessageRef(targetId);
    const id = await sendMessage(this.graph, account, target.waId, {
      type: 'text',
      text: { body: text, preview_url: /https?:\/\//.test(text) },
      context: { message_id: target.messageId },
    });
    return messageRef(target.waId, id);
  }

  /** A 👍 reaction to a customer's message (`<wa_id>:<wamid>`), within the same 24-hour window. */
  async like(account: AccountRef, targetId: string): Promise<void> {
    const target = parseMessageRef(targetId);
    await sendMessage(this.graph, account, target.waId, {
      type: 'reaction',
      reaction: { message_id: target.messageId, emoji: '👍' },
    });
  }

  /** Messages the number sent and had delivered, per day (`analytics` of its WhatsApp Business Account). */
  async accountMetrics(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]> {
    const token = account.credential.accessToken;
    const { wabaId, phone } = await wabaOfNumber(this.graph, this.settings, account.socialId, token);
    const digits = phone.display_phone_number.replace(/\D/g, '');
    const field = `analytics.start(${unix(since)}).end(${unix(until)}).granularity(DAY).phone_numbers(["${digits}"])`;
    const answer = analyticsSchema.parse(
      await this.graph.get(encodeURIComponent(wabaId), { fields: field }, token),
    );
    return (answer.analytics?.data_points ?? []).flatMap((point) => {
      const day = new Date(point.start * 1000).toISOString().slice(0, 10);
      return [
        { metric: 'sent', day, value: point.sent },
        { metric: 'delivered', day, value: point.delivered },
      ];
    });
  }
}
