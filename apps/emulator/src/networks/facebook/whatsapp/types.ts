import type { Rng } from '../../../core/prng.js';

/** A WhatsApp Business Account (WABA) owned by the emulated Meta user. */
export interface WaBusinessAccount {
  id: string;
  name: string;
  /** The Meta user who owns it (the one who can share it in the Login dialog). */
  ownerId: string;
  currency: string;
  timezoneId: string;
  templateNamespace: string;
  /** The game its templates talk about. */
  game: string;
}

export type QualityRating = 'GREEN' | 'YELLOW' | 'RED';

/** A business phone number registered on the Cloud API. */
export interface WaPhoneNumber {
  id: string;
  wabaId: string;
  displayPhoneNumber: string;
  verifiedName: string;
  qualityRating: QualityRating;
  messagingLimitTier: string;
  onboardedAt: number;
}

export type TemplateCategory = 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
export type TemplateStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'DISABLED';
export type HeaderFormat = 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';

/** A message template component as the management API lists it. */
export interface WaTemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: HeaderFormat;
  text?: string;
  buttons?: Array<{ type: 'QUICK_REPLY' | 'URL'; text: string; url?: string }>;
}

export interface WaTemplate {
  id: string;
  wabaId: string;
  name: string;
  /** Locale code, e.g. `en_US`. */
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  rejectedReason?: string;
  components: WaTemplateComponent[];
}

/** A WhatsApp user who talks to one business number. */
export interface WaCustomer {
  waId: string;
  name: string;
  phoneId: string;
  /** When they last wrote to the number: the 24-hour customer service window runs from here. */
  lastInboundAt?: number;
}

export type WaMessageType =
  | 'text'
  | 'image'
  | 'video'
  | 'document'
  | 'audio'
  | 'sticker'
  | 'template'
  | 'reaction'
  | 'interactive';

/** The content of a message, whichever way it went. */
export interface WaContent {
  type: WaMessageType;
  /** Text body, caption, interactive body, or the template's body with its parameters filled in. */
  body?: string;
  media?: { link: string; caption?: string; filename?: string };
  template?: { name: string; language: string; parameters: string[]; headerLink?: string };
  reaction?: { messageId: string; emoji: string };
  /** The message this one quotes (`context.message_id`). */
  contextId?: string;
}

export interface WaMessage extends WaContent {
  /** `wamid.…` */
  id: string;
  phoneId: string;
  /** The customer: recipient of an outbound message, sender of an inbound one. */
  waId: string;
  direction: 'inbound' | 'outbound';
  createdAt: number;
  origin: 'seed' | 'api' | 'customer';
  /** Inbound: the business marked it read (`status: read`). */
  readByBusiness?: boolean;
}

export interface WaLimits {
  /** Messages per second and business number (Cloud API default 80) → 130429 beyond. */
  throughputPerSecond: number;
  /** Messages one customer can receive in a burst; one more every 6 seconds (pair rate) → 131056. */
  pairBurst: number;
}

export interface WaState {
  wabas: Map<string, WaBusinessAccount>;
  phones: Map<string, WaPhoneNumber>;
  templates: Map<string, WaTemplate>;
  /** By `${phoneId}:${waId}`. */
  customers: Map<string, WaCustomer>;
  /** Well-formed numbers that are not on WhatsApp: messages to them fail with 131026 (by webhook). */
  unreachable: Set<string>;
  messages: Map<string, WaMessage>;
  /** Planned inbound messages that have arrived, per business number. */
  arrived: Map<string, number>;
  /** Send times within the last second, per business number (throughput). */
  sends: Map<string, number[]>;
  /** Pair-rate token buckets by `${phoneId}:${waId}`. */
  pairs: Map<string, { tokens: number; at: number }>;
  limits: WaLimits;
  rng: { ids: Rng };
}
