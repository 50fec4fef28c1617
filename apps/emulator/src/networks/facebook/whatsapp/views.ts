import { embedded, type NodeSpec } from '../fields.js';
import { fbTime } from '../state.js';
import type { FbState } from '../types.js';
import { wabaAnalytics } from './analytics.js';
import { phonesOf } from './state.js';
import type { WaBusinessAccount, WaPhoneNumber, WaTemplate } from './types.js';

export const PHONE_DEFAULTS = [
  'verified_name',
  'code_verification_status',
  'display_phone_number',
  'quality_rating',
  'platform_type',
  'throughput',
  'id',
] as const;

const TIERS = ['TIER_250', 'TIER_1K', 'TIER_2K', 'TIER_10K', 'TIER_100K', 'TIER_UNLIMITED'];

export function phoneSpec(phone: WaPhoneNumber): NodeSpec {
  return {
    type: 'WhatsAppBusinessPhoneNumber',
    defaults: PHONE_DEFAULTS,
    resolvers: {
      id: () => phone.id,
      display_phone_number: () => phone.displayPhoneNumber,
      verified_name: () => phone.verifiedName,
      quality_rating: () => phone.qualityRating,
      messaging_limit_tier: () => phone.messagingLimitTier,
      code_verification_status: () => 'VERIFIED',
      name_status: () => 'APPROVED',
      status: () => 'CONNECTED',
      platform_type: () => 'CLOUD_API',
      account_mode: () => 'LIVE',
      is_official_business_account: () => false,
      throughput: () => ({ level: 'STANDARD' }),
      last_onboarded_time: () => fbTime(phone.onboardedAt),
    },
  };
}

/** Templates of a WABA, newest first (the order the management API lists them in). */
export const wabaTemplates = (state: FbState, wabaId: string): WaTemplate[] =>
  [...state.wa.templates.values()].filter((template) => template.wabaId === wabaId).reverse();

export function templateSpec(template: WaTemplate): NodeSpec {
  return {
    type: 'WhatsAppBusinessHSM',
    defaults: ['name', 'parameter_format', 'components', 'language', 'status', 'category', 'id'],
    resolvers: {
      id: () => template.id,
      name: () => template.name,
      language: () => template.language,
      category: () => template.category,
      status: () => template.status,
      parameter_format: () => 'POSITIONAL',
      rejected_reason: () => template.rejectedReason ?? 'NONE',
      components: () => template.components,
    },
  };
}

export function wabaSpec(state: FbState, waba: WaBusinessAccount, now: number): NodeSpec {
  // Messaging limits apply to the whole business portfolio: the highest tier of its numbers.
  const tier = phonesOf(state.wa, waba.id)
    .map((phone) => TIERS.indexOf(phone.messagingLimitTier))
    .reduce((best, rank) => Math.max(best, rank), 0);
  return {
    type: 'WhatsAppBusinessAccount',
    defaults: ['id', 'name', 'timezone_id', 'message_template_namespace'],
    edges: ['phone_numbers', 'message_templates'],
    resolvers: {
      id: () => waba.id,
      name: () => waba.name,
      currency: () => waba.currency,
      timezone_id: () => waba.timezoneId,
      message_template_namespace: () => waba.templateNamespace,
      account_review_status: () => 'APPROVED',
      business_verification_status: () => 'verified',
      whatsapp_business_manager_messaging_limit: () => TIERS[tier],
      analytics: (selection) => wabaAnalytics(state, waba, selection, now),
      phone_numbers: (selection) => embedded(phonesOf(state.wa, waba.id), selection, phoneSpec),
      message_templates: (selection) => embedded(wabaTemplates(state, waba.id), selection, templateSpec),
    },
  };
}
