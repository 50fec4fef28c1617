import type { TemplateCategory, TemplateStatus, WaTemplateComponent } from './types.js';

/** What players write to a studio's WhatsApp number. */
export const CUSTOMER_MESSAGES = [
  'Hi! I bought the season pass but it does not show up in my account',
  'When does the next season start?',
  'I cannot log in since the last patch, it says error 403',
  'Is there a discount code for returning players?',
  'Thanks for the quick fix yesterday 🙏',
  'My order number is 48213, the skin never arrived',
  'Can I transfer my progress from Android to iPhone?',
  'Are the EU servers down right now?',
  'Hello, do you have a physical collector edition?',
  'STOP',
  'How do I redeem the gift from your last message?',
  'Will the tournament be streamed?',
];

export interface TemplateSeed {
  name: string;
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  rejectedReason?: string;
  components: (game: string) => WaTemplateComponent[];
}

const optOut: WaTemplateComponent = { type: 'FOOTER', text: 'Reply STOP to opt out' };

/** The WABA's templates: approved ones to send, one pending and one rejected. */
export const TEMPLATE_SEEDS: readonly TemplateSeed[] = [
  {
    name: 'season_launch',
    language: 'en_US',
    category: 'MARKETING',
    status: 'APPROVED',
    components: (game) => [
      { type: 'HEADER', format: 'IMAGE' },
      {
        type: 'BODY',
        text: `Hi {{1}}! Season {{2}} of ${game} is live: new maps, new heroes and a free battle pass tier.`,
      },
      optOut,
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
    ],
  },
  {
    name: 'patch_notes',
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    components: (game) => [
      { type: 'HEADER', format: 'TEXT', text: `${game} update` },
      { type: 'BODY', text: `Patch {{1}} is live for ${game}. Highlights: {{2}}` },
      {
        type: 'BUTTONS',
        buttons: [{ type: 'URL', text: 'Full notes', url: 'https://game.example.com/patch-notes' }],
      },
    ],
  },
  {
    name: 'maintenance_notice',
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    components: () => [
      {
        type: 'BODY',
        text: 'Heads up {{1}}: servers go down for maintenance on {{2}} for about {{3}} hours.',
      },
    ],
  },
  {
    name: 'maintenance_notice',
    language: 'de_DE',
    category: 'UTILITY',
    status: 'APPROVED',
    components: () => [
      { type: 'BODY', text: 'Hallo {{1}}: Wartungsarbeiten am {{2}} für etwa {{3}} Stunden.' },
    ],
  },
  {
    name: 'welcome_gift',
    language: 'en_US',
    category: 'MARKETING',
    status: 'APPROVED',
    components: (game) => [
      { type: 'BODY', text: `Welcome to the ${game} community! A starter gift waits in your mailbox.` },
      optOut,
    ],
  },
  {
    name: 'summer_sale',
    language: 'en_US',
    category: 'MARKETING',
    status: 'PENDING',
    components: (game) => [{ type: 'BODY', text: `${game} is {{1}}% off this weekend only!` }, optOut],
  },
  {
    name: 'free_gems',
    language: 'en_US',
    category: 'MARKETING',
    status: 'REJECTED',
    rejectedReason: 'PROMOTIONAL',
    components: () => [{ type: 'BODY', text: 'Claim 10,000 FREE gems now!!! Limited time!!!' }],
  },
];

/** How many `{{n}}` placeholders a component text holds. */
export function placeholderCount(text: string | undefined): number {
  const numbers = [...(text ?? '').matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  return numbers.length === 0 ? 0 : Math.max(...numbers);
}

/** The text with `{{n}}` replaced by the n-th parameter. */
export function fillPlaceholders(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, index: string) => parameters[Number(index) - 1] ?? whole);
}
