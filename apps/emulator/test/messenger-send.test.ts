import { describe, expect, it } from 'vitest';
import { advance, emulator, G, graphAs, graphError, pageAccess } from './fb-helpers.js';
import { directAccess, inbox, messengerAccess, people, reply, send, writeIn } from './messenger-helpers.js';

const WINDOW_ERROR = { code: 10, error_subcode: 2018278 };

describe('messenger emulator: the Send API', () => {
  it('replies within 24 hours, and the reply joins the conversation from the Page', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const { open } = await people(app, access.pageId);
    const answer = await send(app, access, reply(open.participant.id, 'We are on it!'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      recipient_id: open.participant.id,
      message_id: expect.stringMatching(/^m_/),
    });
    const messages = await graphAs(app, access.token, 'GET', `/${open.id}/messages`, {
      fields: 'message,from',
    });
    expect(messages.json().data[0]).toEqual({
      message: 'We are on it!',
      from: { name: access.pageName, email: `${access.pageId}@facebook.com`, id: access.pageId },
      id: answer.json().message_id,
    });
    // A form body holding JSON with single quotes, as Meta's curl samples send it.
    const form = await graphAs(app, access.token, 'POST', `/${access.pageId}/messages`, {
      recipient: `{'id':'${open.participant.id}'}`,
      messaging_type: 'UPDATE',
      message: `{'text':'Patch is live'}`,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await inbox(app, access.pageId)).find((item) => item.id === open.id)?.messages[0]).toMatchObject({
      text: 'Patch is live',
      from_account: true,
      messaging_type: 'UPDATE',
    });
  });

  it('refuses replies outside the window (10/2018278) unless tagged HUMAN_AGENT within 7 days', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const { humanAgent, closed } = await people(app, access.pageId);
    const late = await send(app, access, reply(humanAgent.participant.id, 'Sorry for the wait'));
    expect(graphError(late)).toMatchObject(WINDOW_ERROR);
    expect(String(graphError(late).message)).toContain(
      '(#10) This message is sent outside of allowed window',
    );
    const tagged = { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
    const agent = await send(app, access, reply(humanAgent.participant.id, 'Sorry for the wait', tagged));
    expect(agent.statusCode, agent.body).toBe(200);
    const tooLate = await send(app, access, reply(closed.participant.id, 'Hello?', tagged));
    expect(graphError(tooLate)).toMatchObject(WINDOW_ERROR);
    const update = { messaging_type: 'MESSAGE_TAG', tag: 'ACCOUNT_UPDATE' };
    expect(
      (await send(app, access, reply(closed.participant.id, 'Your ban was lifted', update))).statusCode,
    ).toBe(200);
  });

  it('reopens the window when the person writes again, and closes it 24 hours later', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const { closed } = await people(app, access.pageId);
    const written = await writeIn(app, {
      page_id: access.pageId,
      from: closed.participant.id,
      text: 'Still there?',
    });
    expect(written).toMatchObject({ id: closed.id, window_open: true });
    expect((await send(app, access, reply(closed.participant.id, 'Yes!'))).statusCode).toBe(200);
    const newcomer = await writeIn(app, { page_id: access.pageId, text: 'First time here' });
    expect(newcomer.id).not.toBe(closed.id);
    expect((await send(app, access, reply(newcomer.participant.id, 'Welcome!'))).statusCode).toBe(200);
    await advance(app, 24 * 3600 + 1);
    expect(graphError(await send(app, access, reply(newcomer.participant.id, 'Hi again')))).toMatchObject(
      WINDOW_ERROR,
    );
  });

  it('sends Instagram Direct replies through the linked Page with the Instagram permission', async () => {
    const app = await emulator();
    const access = await directAccess(app);
    const { open, humanAgent } = await people(app, access.pageId, 'instagram');
    const answer = await send(app, access, reply(open.participant.id, 'Thanks for the tag!'));
    expect(answer.statusCode, answer.body).toBe(200);
    const [latest] =
      (await inbox(app, access.pageId, 'instagram')).find((item) => item.id === open.id)?.messages ?? [];
    expect(latest).toMatchObject({
      from_id: access.igUserId,
      from_account: true,
      text: 'Thanks for the tag!',
    });
    const tag = await send(
      app,
      access,
      reply(humanAgent.participant.id, 'Update', { messaging_type: 'MESSAGE_TAG', tag: 'ACCOUNT_UPDATE' }),
    );
    expect(graphError(tag).code).toBe(100);
    const messenger = await messengerAccess(app);
    const refused = await send(app, messenger, reply(open.participant.id, 'Hi'));
    expect(graphError(refused)).toMatchObject({ code: 230 });
    expect(String(graphError(refused).message)).toContain('instagram_manage_messages');
  });

  it('refuses unknown recipients, bad requests, user tokens and tokens without pages_messaging', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const { open } = await people(app, access.pageId);
    expect(graphError(await send(app, access, reply('1234567890123456', 'Hi')))).toMatchObject({
      code: 100,
      error_subcode: 2018001,
      message: '(#100) No matching user found',
    });
    const long = await send(app, access, reply(open.participant.id, 'x'.repeat(2001)));
    expect(String(graphError(long).message)).toContain('2000');
    const untyped = await send(app, access, {
      recipient: { id: open.participant.id },
      message: { text: 'Hi' },
    });
    expect(String(graphError(untyped).message)).toContain('messaging_type');
    const asUser = await send(app, { ...access, token: access.userToken }, reply(open.participant.id, 'Hi'));
    expect(graphError(asUser)).toMatchObject({ code: 210 });
    const plain = await pageAccess(app, 0);
    const refused = await send(app, plain, reply(open.participant.id, 'Hi'));
    expect(graphError(refused)).toMatchObject({ code: 230 });
    expect(refused.statusCode).toBe(403);
  });

  it('fails sends and reads on the faults aimed at them, leaving WhatsApp sends alone', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const { open } = await people(app, access.pageId);
    const fault = (body: object) => app.inject({ method: 'POST', url: '/_emulator/faults', payload: body });
    await fault({ network: 'facebook', match: 'wa.messages.create', kind: 'rate_limit' });
    expect((await send(app, access, reply(open.participant.id, 'One'))).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/_emulator/faults' });
    await fault({ network: 'facebook', match: 'message', kind: 'rate_limit' });
    const limited = await send(app, access, reply(open.participant.id, 'Two'));
    expect(graphError(limited)).toMatchObject({ code: 32 });
    await fault({ network: 'facebook', match: 'messenger.send', kind: 'server_error' });
    expect((await send(app, access, reply(open.participant.id, 'Three'))).statusCode).toBe(500);
    await fault({ network: 'facebook', match: 'messenger.read', kind: 'server_error' });
    const read = await app.inject({
      method: 'GET',
      url: `${G}/${open.id}/messages?access_token=${access.token}`,
    });
    expect(read.statusCode).toBe(500);
    expect((await inbox(app, access.pageId)).find((item) => item.id === open.id)?.messages[0]?.text).toBe(
      'One',
    );
  });
});
