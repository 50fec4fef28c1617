import { describe, expect, it } from 'vitest';
import { advance, control, emulator } from './fb-helpers.js';
import {
  customersOf,
  inbox,
  sendMessage,
  sent,
  template,
  text,
  waAccess,
  waErrorOf,
} from './whatsapp-helpers.js';

async function firstNumber() {
  const app = await emulator();
  const access = await waAccess(app);
  const [phoneId = ''] = access.phoneIds;
  return { app, token: access.token, phoneId };
}

describe('whatsapp emulator: sending messages', () => {
  it('sends an approved template to anyone, and its statuses move from sent to delivered to read', async () => {
    const { app, token, phoneId } = await firstNumber();
    const { outside } = await customersOf(app, phoneId);
    const answer = await sendMessage(app, token, phoneId, {
      ...template(`+${outside.wa_id}`, 'maintenance_notice', ['Mina', 'July 4', '2']),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { messages, contacts } = answer.json();
    expect(contacts).toEqual([{ input: `+${outside.wa_id}`, wa_id: outside.wa_id }]);
    expect(messages[0]).toEqual({ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' });
    const [record] = await sent(app, phoneId, outside.wa_id);
    expect(record).toMatchObject({ id: messages[0].id, type: 'template', status: 'accepted' });
    expect(record?.body).toBe('Heads up Mina: servers go down for maintenance on July 4 for about 2 hours.');
    await advance(app, 30);
    expect((await sent(app, phoneId, outside.wa_id))[0]?.statuses.map((s) => s.status)).toEqual([
      'sent',
      'delivered',
    ]);
    await advance(app, 4 * 3600);
    const later = (await sent(app, phoneId, outside.wa_id))[0];
    expect(['delivered', 'read']).toContain(later?.status);
  });

  it('refuses unknown, unapproved and mis-filled templates with the 132000 family', async () => {
    const { app, token, phoneId } = await firstNumber();
    const to = '15550001111';
    const unknown = await sendMessage(app, token, phoneId, template(to, 'no_such_template', []));
    expect(waErrorOf(unknown)).toMatchObject({
      code: 132001,
      error_data: {
        messaging_product: 'whatsapp',
        details: 'template name (no_such_template) does not exist in en_US',
      },
    });
    const language = await sendMessage(
      app,
      token,
      phoneId,
      template(to, 'patch_notes', ['1.2', 'x'], { language: 'de_DE' }),
    );
    expect(waErrorOf(language).code).toBe(132001);
    const pending = await sendMessage(app, token, phoneId, template(to, 'summer_sale', ['20']));
    expect(waErrorOf(pending).error_data?.details).toContain('not approved (status PENDING)');
    const count = await sendMessage(app, token, phoneId, template(to, 'maintenance_notice', ['Mina']));
    expect(waErrorOf(count)).toMatchObject({ code: 132000 });
    expect(waErrorOf(count).error_data?.details).toBe(
      'body: number of localizable_params (1) does not match the expected number of params (3)',
    );
    const header = await sendMessage(app, token, phoneId, template(to, 'season_launch', ['Mina', '4']));
    expect(waErrorOf(header).code).toBe(132012);
    const withImage = template(to, 'season_launch', ['Mina', '4'], {
      image: 'https://cdn.game.example/s4.jpg',
    });
    expect((await sendMessage(app, token, phoneId, withImage)).statusCode).toBe(200);
  });

  it('answers a customer only within 24 hours of their last message (131047 after)', async () => {
    const { app, token, phoneId } = await firstNumber();
    const { inside, outside } = await customersOf(app, phoneId);
    const asked = (await inbox(app, phoneId)).messages.find((message) => message.from === inside.wa_id);
    const reply = await sendMessage(app, token, phoneId, text(inside.wa_id, 'We are on it!', asked?.id));
    expect(reply.statusCode, reply.body).toBe(200);
    const [record] = await sent(app, phoneId, inside.wa_id);
    expect(record?.context).toEqual({ message_id: asked?.id });
    const reaction = await sendMessage(app, token, phoneId, {
      to: inside.wa_id,
      type: 'reaction',
      reaction: { message_id: asked?.id, emoji: '👍' },
    });
    expect(reaction.statusCode, reaction.body).toBe(200);

    const late = await sendMessage(app, token, phoneId, text(outside.wa_id, 'Hello again'));
    expect(late.statusCode).toBe(400);
    expect(waErrorOf(late)).toMatchObject({ code: 131047, message: '(#131047) Re-engagement message' });
    const wrote = await control(app, 'POST', `/facebook/whatsapp/${phoneId}/inbox`, {
      from: outside.wa_id,
      text: 'Are you there?',
    });
    expect(wrote.statusCode).toBe(201);
    expect(
      (await sendMessage(app, token, phoneId, text(outside.wa_id, 'Yes!', wrote.json().id))).statusCode,
    ).toBe(200);
    // A day later, whoever has not written since is outside the window again.
    await advance(app, 25 * 3600);
    const { outside: lapsed } = await customersOf(app, phoneId);
    const expired = await sendMessage(app, token, phoneId, text(lapsed.wa_id, 'Still there?'));
    expect(waErrorOf(expired).code).toBe(131047);
  });

  it('receives customer messages over time, readable through the control API', async () => {
    const { app, phoneId } = await firstNumber();
    const before = await inbox(app, phoneId);
    expect(before.messages.length).toBeGreaterThanOrEqual(8);
    expect(before.contacts[0]?.profile.name).toEqual(expect.any(String));
    await advance(app, 12 * 3600);
    const after = await inbox(app, phoneId);
    expect(after.messages.length).toBeGreaterThan(before.messages.length);
    const newest = after.messages[0];
    expect(Number(newest?.timestamp)).toBeGreaterThan(Number(before.messages[0]?.timestamp));
    const { open } = await customersOf(app, phoneId);
    expect(open.map((customer) => customer.wa_id)).toContain(newest?.from);
  });

  it('validates messages like the Cloud API', async () => {
    const { app, token, phoneId } = await firstNumber();
    const { inside, outside } = await customersOf(app, phoneId);
    const long = await sendMessage(app, token, phoneId, text(inside.wa_id, 'x'.repeat(4097)));
    expect(waErrorOf(long)).toMatchObject({ code: 100 });
    expect(waErrorOf(long).error_data?.details).toContain('4096');
    const product = await sendMessage(app, token, phoneId, {
      ...text(inside.wa_id, 'hi'),
      messaging_product: 'sms',
    });
    expect(waErrorOf(product).code).toBe(100);
    const to = await sendMessage(app, token, phoneId, text('not-a-number', 'hi'));
    expect(waErrorOf(to).error_data?.details).toContain('E.164');
    const foreign = (await inbox(app, phoneId)).messages.find((message) => message.from === outside.wa_id);
    const context = await sendMessage(app, token, phoneId, text(inside.wa_id, 'hi', foreign?.id));
    expect(waErrorOf(context).error_data?.details).toContain('not a message of this conversation');
    const image = await sendMessage(app, token, phoneId, {
      to: inside.wa_id,
      type: 'image',
      image: { link: 'https://cdn.game.example/a.png', caption: 'Season 4 key art' },
    });
    expect(image.statusCode, image.body).toBe(200);
  });

  it('reports a number that is not on WhatsApp as failed (131026) through the statuses', async () => {
    const { app, token, phoneId } = await firstNumber();
    const accounts = await control(app, 'GET', '/facebook/whatsapp/accounts');
    const [unreachable = ''] = accounts.json().unreachable as string[];
    const accepted = await sendMessage(app, token, phoneId, template(unreachable, 'welcome_gift', []));
    expect(accepted.statusCode, accepted.body).toBe(200);
    await advance(app, 5);
    const [record] = await sent(app, phoneId, unreachable);
    expect(record?.status).toBe('failed');
    expect(record?.statuses[0]?.errors?.[0]?.code).toBe(131026);
  });
});
