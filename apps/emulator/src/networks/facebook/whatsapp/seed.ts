import { DAY, HOUR, MINUTE } from '../../../core/clock.js';
import { type Rng, streamRng } from '../../../core/prng.js';
import { personName } from '../../../core/seed-text.js';
import type { FbState } from '../types.js';
import { CUSTOMER_MESSAGES, fillPlaceholders, TEMPLATE_SEEDS } from './seed-data.js';
import { addMessage, customerOf, newWaId } from './state.js';
import type { WaBusinessAccount, WaCustomer, WaPhoneNumber, WaState } from './types.js';

const HEX = '0123456789abcdef';
export const CUSTOMERS_PER_NUMBER = 8;
const HISTORY_DAYS = 30;
/** Countries the customers write from (fictional number ranges where they exist). */
const PREFIXES = ['1555', '447700', '4915', '3361', '8190'];

function seedNumbers(wa: WaState, waba: WaBusinessAccount, now: number, rng: Rng): WaPhoneNumber[] {
  const numbers: Array<Omit<WaPhoneNumber, 'id' | 'wabaId' | 'onboardedAt'>> = [
    {
      displayPhoneNumber: `+1 555-${rng.digits(3)}-${rng.digits(4)}`,
      verifiedName: waba.name,
      qualityRating: 'GREEN',
      messagingLimitTier: 'TIER_10K',
    },
    {
      displayPhoneNumber: `+44 7700 900${rng.int(100, 999)}`,
      verifiedName: `${waba.game} Support`,
      qualityRating: 'YELLOW',
      messagingLimitTier: 'TIER_1K',
    },
  ];
  return numbers.map((number) => {
    const phone = {
      ...number,
      id: newWaId(wa, rng),
      wabaId: waba.id,
      onboardedAt: Math.round(now - rng.float(60, 400) * DAY),
    };
    wa.phones.set(phone.id, phone);
    return phone;
  });
}

function seedCustomers(wa: WaState, phone: WaPhoneNumber, rng: Rng): WaCustomer[] {
  const customers: WaCustomer[] = [];
  while (customers.length < CUSTOMERS_PER_NUMBER) {
    const prefix = rng.pick(PREFIXES);
    const waId = `${prefix}${rng.digits(12 - prefix.length)}`;
    if (customers.some((customer) => customer.waId === waId)) continue;
    customers.push(customerOf(wa, phone.id, waId, personName(rng)));
  }
  return customers;
}

/**
 * Half the customers wrote within the last day (their 24-hour window is open; some got an answer),
 * the others weeks ago (only templates reach them now).
 */
function seedConversations(wa: WaState, phone: WaPhoneNumber, now: number, rng: Rng): void {
  seedCustomers(wa, phone, rng).forEach((customer, index) => {
    const recent = index < CUSTOMERS_PER_NUMBER / 2;
    const at = Math.round(now - (recent ? rng.float(0.5, 20) * HOUR : rng.float(3, 40) * DAY));
    const base = { phoneId: phone.id, waId: customer.waId, origin: 'seed' as const };
    const asked = addMessage(
      wa,
      { ...base, direction: 'inbound', type: 'text', body: rng.pick(CUSTOMER_MESSAGES), createdAt: at },
      rng,
    );
    const answerAt = at + Math.round(rng.float(3, 40) * MINUTE);
    if (rng.chance(0.6) && answerAt < now) {
      addMessage(
        wa,
        {
          ...base,
          direction: 'outbound',
          type: 'text',
          body: 'Thanks for reaching out! Our team is looking into it and will get back to you shortly.',
          contextId: asked.id,
          createdAt: answerAt,
        },
        rng,
      );
    }
  });
}

const SAMPLE_PARAMETERS: Record<string, (rng: Rng, name: string) => string[]> = {
  maintenance_notice: (rng, name) => [
    name.split(' ')[0] ?? name,
    `July ${rng.int(1, 28)}`,
    `${rng.int(1, 4)}`,
  ],
  patch_notes: (rng) => [`${rng.int(1, 3)}.${rng.int(0, 9)}`, 'new ranked mode and faster matchmaking'],
  welcome_gift: () => [],
};

/** A month of template broadcasts, so delivery analytics have history. */
function seedBroadcasts(state: FbState, phone: WaPhoneNumber, now: number, rng: Rng): void {
  const { wa } = state;
  const customers = [...wa.customers.values()].filter((customer) => customer.phoneId === phone.id);
  const templates = [...wa.templates.values()].filter(
    (template) => template.language === 'en_US' && SAMPLE_PARAMETERS[template.name] !== undefined,
  );
  for (let day = HISTORY_DAYS; day >= 1; day--) {
    for (let count = rng.int(1, 6); count > 0; count--) {
      const template = rng.pick(templates);
      const customer = rng.pick(customers);
      const parameters = SAMPLE_PARAMETERS[template.name]?.(rng, customer.name) ?? [];
      const body = template.components.find((component) => component.type === 'BODY')?.text ?? '';
      addMessage(
        wa,
        {
          phoneId: phone.id,
          waId: customer.waId,
          direction: 'outbound',
          origin: 'seed',
          type: 'template',
          body: fillPlaceholders(body, parameters),
          template: { name: template.name, language: template.language, parameters },
          createdAt: Math.round(now - day * DAY + rng.float(0, DAY - HOUR)),
        },
        rng,
      );
    }
  }
}

/**
 * The emulated Meta user owns one WhatsApp Business Account named after the first Page, with two
 * business numbers, approved (and a pending and a rejected) templates, and customers who wrote.
 */
export function seedWhatsApp(state: FbState, now: number): void {
  const { wa } = state;
  const rng = streamRng(state.seed, 'wa', 'world');
  const [page] = state.pages.values();
  const name = page?.name ?? 'Herald Games';
  const waba: WaBusinessAccount = {
    id: newWaId(wa, rng),
    name,
    ownerId: state.user.id,
    currency: 'USD',
    timezoneId: '1',
    templateNamespace: `${rng.chars(8, HEX)}_${rng.chars(4, HEX)}_${rng.chars(4, HEX)}_${rng.chars(12, HEX)}`,
    game: name.replace(/ Studios$/, ''),
  };
  wa.wabas.set(waba.id, waba);
  for (const seed of TEMPLATE_SEEDS) {
    const { components, ...rest } = seed;
    const template = { ...rest, id: newWaId(wa, rng), wabaId: waba.id, components: components(waba.game) };
    wa.templates.set(template.id, template);
  }
  for (const phone of seedNumbers(wa, waba, now, rng)) {
    const phoneRng = streamRng(state.seed, 'wa', 'phone', phone.id);
    seedConversations(wa, phone, now, phoneRng);
    seedBroadcasts(state, phone, now, phoneRng);
  }
  for (let index = 0; index < 2; index++) wa.unreachable.add(`1555${rng.digits(7)}`);
}
