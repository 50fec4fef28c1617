import { describe, expect, it } from 'vitest';
import type { PublishRequest } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import {
  authorizedAccount,
  control,
  emulatedAdapter,
  memorySteps,
  platformFailure,
  REDIRECT,
} from './emulated.js';

interface Customer {
  wa_id: string;
  window_open: boolean;
}
interface Accounts {
  data: Array<{ phone_numbers: Array<{ id: string; customers: Customer[] }> }>;
}
interface Sent {
  to: string;
  type: string;
  /** `seed` for the month of broadcasts the emulator starts with, `api` for what the adapter sent. */
  origin: string;
  body: string | null;
  context: { message_id: string } | null;
  reaction: { emoji: string } | null;
}

const broadcast = (recipients: string[]): PublishRequest<'whatsapp'> => ({
  text: 'Welcome gift for new players',
  media: [],
  options: { template: 'welcome_gift', language: 'en_US', recipients },
});

describe('the WhatsApp adapter against the emulator', () => {
  const networks = useEmulator(53);

  async function connected() {
    const adapter = emulatedAdapter(networks.url(), 'whatsapp');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  /** A customer of the number inside (or outside) the 24-hour window, and their latest message. */
  async function customer(phoneId: string, windowOpen: boolean) {
    const accounts = (await control(networks.url(), '/facebook/whatsapp/accounts')) as Accounts;
    const phone = accounts.data.flatMap((waba) => waba.phone_numbers).find((item) => item.id === phoneId);
    const found = phone?.customers.find((item) => item.window_open === windowOpen);
    const inbox = (await control(networks.url(), `/facebook/whatsapp/${phoneId}/inbox`)) as {
      messages: Array<{ id: string; from: string }>;
    };
    const message = inbox.messages.find((item) => item.from === found?.wa_id);
    if (!found || !message) throw new Error('no such customer');
    return { waId: found.wa_id, target: `${found.wa_id}:${message.id}` };
  }

  const sent = async (phoneId: string, to: string) =>
    ((await control(networks.url(), `/facebook/whatsapp/${phoneId}/messages?to=${to}`)) as { data: Sent[] })
      .data;

  it('connects each business number of the shared WhatsApp Business Account', async () => {
    const adapter = emulatedAdapter(networks.url(), 'whatsapp');
    const asked = new URL(adapter.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: 'c' }));
    expect(asked.searchParams.get('scope')).toBe('whatsapp_business_management,whatsapp_business_messaging');
    const account = await authorizedAccount(networks.url(), adapter);
    const profile = await adapter.readProfile(account.socialId, account.credential);
    expect(profile.name).toMatch(/\(\+1 555-\d{3}-\d{4}\)$/);
    expect(profile.link).toMatch(/^https:\/\/wa\.me\/1555\d{7}$/);
    expect(account.credential.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    expect(await adapter.listPosts(account.socialId, account.credential, new Date(0), null)).toEqual({
      posts: [],
      next: null,
    });
  });

  it('broadcasts a template to each recipient once, resuming after a failure', async () => {
    const { adapter, account } = await connected();
    const outside = await customer(account.socialId, false);
    const other = '15550009002';
    await control(networks.url(), '/faults', {
      network: 'facebook',
      match: `wa.messages.to.${other}`,
      kind: 'server_error',
    });
    const steps = memorySteps();
    const request = broadcast([outside.waId, `+${other}`]);
    const failed = await platformFailure(() => adapter.publish(account, request, steps));
    expect(failed.kind).toBe('transient');
    expect(steps.saved).toEqual([`to_${outside.waId}`]);
    const done = await adapter.publish(account, request, steps);
    expect(steps.saved).toEqual([`to_${outside.waId}`, `to_${other}`]);
    expect(done).toEqual({
      postId: `welcome_gift:${steps.done[`to_${outside.waId}`]}`,
      permalink: null,
    });
    for (const to of [outside.waId, other]) {
      const messages = (await sent(account.socialId, to)).filter((item) => item.type === 'template');
      const ours = messages.filter(
        (item) => item.origin === 'api' && item.body?.startsWith('Welcome to the'),
      );
      expect(ours, `${to} is messaged exactly once`).toHaveLength(1);
    }
    expect(await adapter.findPublished(account, request, new Date(0))).toBeNull();
  });

  it('tells a missing template, and a template whose placeholders the post cannot fill', async () => {
    const { adapter, account } = await connected();
    const options = { template: 'season_launch', language: 'en_US', recipients: ['15550009101'] };
    const image = { url: 'https://cdn.game.example/s5.jpg', kind: 'image' as const, mimeType: 'image/jpeg' };
    const unfilled = await platformFailure(() =>
      adapter.publish(account, { text: 'Season 5', media: [image], options }, memorySteps()),
    );
    expect(unfilled).toMatchObject({ kind: 'content', networkCode: '132000' });
    const missing = await platformFailure(() =>
      adapter.publish(
        account,
        { text: 'x', media: [], options: { ...options, template: 'nope' } },
        memorySteps(),
      ),
    );
    expect(missing).toMatchObject({ kind: 'content', networkCode: '132001' });
    expect(missing.message).toContain('template name (nope) does not exist in en_US');
  });

  it('refuses to start a conversation with free-form text', async () => {
    const { adapter, account } = await connected();
    const refused = await platformFailure(() =>
      adapter.publish(account, { text: 'Patch 1.2 is out!', media: [] }, memorySteps()),
    );
    expect(refused.kind).toBe('content');
    expect(refused.message).toContain('approved message template');
    expect((await platformFailure(() => adapter.deletePost(account, 'x'))).kind).toBe('unsupported');
    // Customers' messages arrive only by webhook: the adapter offers no read of them.
    expect(adapter.readComments).toBeUndefined();
  });

  it('replies to and reacts on a customer message within the 24-hour window', async () => {
    const { adapter, account } = await connected();
    const inside = await customer(account.socialId, true);
    const reply = await adapter.comment(account, inside.target, 'Thanks! A fix ships tonight.');
    expect(reply).toMatch(new RegExp(`^${inside.waId}:wamid\\.`));
    await adapter.like(account, inside.target);
    const messages = await sent(account.socialId, inside.waId);
    const answer = messages.find((item) => item.body === 'Thanks! A fix ships tonight.');
    const reaction = messages.find((item) => item.type === 'reaction');
    expect(answer).toMatchObject({
      type: 'text',
      body: 'Thanks! A fix ships tonight.',
      context: { message_id: inside.target.split(':')[1] },
    });
    expect(reaction).toMatchObject({ type: 'reaction', reaction: { emoji: '👍' } });
  });

  it('refuses a reply outside the 24-hour window, saying why', async () => {
    const { adapter, account } = await connected();
    const outside = await customer(account.socialId, false);
    const refused = await platformFailure(() => adapter.comment(account, outside.target, 'Hello again'));
    expect(refused).toMatchObject({ kind: 'content', networkCode: '131047' });
    expect(refused.message).toContain('more than 24 hours ago');
    expect(refused.message).toContain('template');
  });

  it('reads the daily sent and delivered counts of the number', async () => {
    const { adapter, account } = await connected();
    const until = new Date(Date.now() + 86_400_000);
    const points =
      (await adapter.accountMetrics?.(account, new Date(until.getTime() - 10 * 86_400_000), until)) ?? [];
    expect(new Set(points.map((point) => point.metric))).toEqual(new Set(['sent', 'delivered']));
    expect(points.length).toBeGreaterThanOrEqual(10);
    for (const point of points) expect(point.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells a throughput limit (130429) as rate_limited', async () => {
    const { adapter, account } = await connected();
    const inside = await customer(account.socialId, true);
    await control(networks.url(), '/faults', {
      network: 'facebook',
      match: 'wa.messages.create',
      kind: 'rate_limit',
    });
    const limited = await platformFailure(() => adapter.like(account, inside.target));
    expect(limited).toMatchObject({ kind: 'rate_limited', networkCode: '130429', retryAfterSeconds: 1 });
  });
});
