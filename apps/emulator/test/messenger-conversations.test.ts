import { describe, expect, it } from 'vitest';
import { advance, emulator, graphAs, graphError, pageAccess } from './fb-helpers.js';
import {
  conversations,
  directAccess,
  INBOX_FIELDS,
  inbox,
  MESSENGER_SCOPES,
  messengerAccess,
  writeIn,
} from './messenger-helpers.js';

type Actor = { id: string; name?: string; email?: string; username?: string };
type Message = { id: string; message: string; from: Actor; to: { data: Actor[] }; created_time: string };
type Conversation = {
  id: string;
  updated_time: string;
  participants: { data: Actor[] };
  messages: { data: Message[]; paging?: { cursors: { after: string }; next?: string } };
};

describe('messenger emulator: reading conversations', () => {
  it('lists a Page’s Messenger conversations newest first, with participants and their messages', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const answer = await conversations(app, access, { platform: 'messenger', fields: INBOX_FIELDS });
    const data = answer.data as Conversation[];
    expect(data.length).toBeGreaterThanOrEqual(6);
    const times = data.map((item) => Date.parse(item.updated_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [first] = data;
    expect(first?.id).toMatch(/^t_\d+$/);
    const [person, page] = first?.participants.data ?? [];
    expect(page).toEqual({
      name: access.pageName,
      email: `${access.pageId}@facebook.com`,
      id: access.pageId,
    });
    expect(person?.email).toBe(`${person?.id}@facebook.com`);
    const messages = first?.messages.data ?? [];
    expect(Date.parse(messages[0]?.created_time ?? '')).toBe(Date.parse(first?.updated_time ?? ''));
    for (const message of messages) {
      const ids = [message.from.id, message.to.data[0]?.id].sort();
      expect(ids).toEqual([person?.id, access.pageId].sort());
      expect(message.id).toMatch(/^m_/);
    }
  });

  it('pages conversations and their messages with cursors, and reads single messages', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const first = await conversations(app, access, { limit: '2', fields: 'messages.limit(1){message}' });
    expect(first.data).toHaveLength(2);
    const second = await conversations(app, access, { limit: '2', after: first.paging.cursors.after });
    expect(second.data[0].id).not.toBe(first.data[1].id);
    const nested = (first.data as Conversation[]).find((item) => item.messages.paging?.next);
    expect(nested?.messages.paging?.next).toContain(`/v20.0/${nested?.id}/messages?`);
    const all = await graphAs(app, access.token, 'GET', `/${nested?.id}/messages`, {
      fields: 'id,message,from,created_time',
      limit: '1',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data[0].message).toBe(nested?.messages.data[0]?.message);
    expect(all.json().paging.next).toBeDefined();
    const single = await graphAs(app, access.token, 'GET', `/${all.json().data[0].id}`, {
      fields: 'message,from,to',
    });
    expect(single.json().message).toBe(nested?.messages.data[0]?.message);
    const node = await graphAs(app, access.token, 'GET', `/${nested?.id}`);
    expect(Object.keys(node.json()).sort()).toEqual(['id', 'updated_time']);
  });

  it('shows the Instagram account’s Direct conversations with usernames', async () => {
    const app = await emulator();
    const access = await directAccess(app);
    const answer = await conversations(app, access, { platform: 'instagram', fields: INBOX_FIELDS });
    const [first] = answer.data as Conversation[];
    const [person, account] = first?.participants.data ?? [];
    expect(account).toEqual({ username: access.username, id: access.igUserId });
    expect(person?.username).toBeTruthy();
    expect(person?.email).toBeUndefined();
    expect(Buffer.from(first?.id ?? '', 'base64url').toString()).toContain(access.igUserId);
    // The Instagram permissions do not open the Page's Messenger inbox.
    const messenger = await graphAs(app, access.token, 'GET', `/${access.pageId}/conversations`, {
      platform: 'messenger',
    });
    expect(graphError(messenger)).toMatchObject({ code: 10 });
  });

  it('finds the conversation with one person, and shows newcomers and new messages as time passes', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const written = await writeIn(app, { page_id: access.pageId, text: 'Hello there', name: 'Mina Kim' });
    const found = await conversations(app, access, { user_id: written.participant.id, fields: INBOX_FIELDS });
    expect(found.data).toHaveLength(1);
    expect(found.data[0].messages.data[0]).toMatchObject({
      message: 'Hello there',
      from: { name: 'Mina Kim', id: written.participant.id },
    });
    const before = await inbox(app, access.pageId);
    await advance(app, 4 * 86_400);
    const after = await inbox(app, access.pageId);
    const count = (items: typeof before) => items.reduce((sum, item) => sum + item.messages.length, 0);
    expect(count(after)).toBeGreaterThan(count(before));
    expect(after.some((item) => item.origin === 'newcomer')).toBe(true);
    const twin = await emulator();
    await writeIn(twin, { page_id: access.pageId, text: 'Hello there', name: 'Mina Kim' });
    await advance(twin, 4 * 86_400);
    expect(await inbox(twin, access.pageId)).toEqual(after);
  });

  it('answers only the Page’s own token with the messaging permission', async () => {
    const app = await emulator();
    const access = await messengerAccess(app);
    const user = await graphAs(app, access.userToken, 'GET', `/${access.pageId}/conversations`);
    expect(graphError(user)).toMatchObject({ code: 210 });
    const plain = await pageAccess(app, 0);
    const missing = await graphAs(app, plain.token, 'GET', `/${plain.pageId}/conversations`);
    expect(graphError(missing)).toMatchObject({ code: 10 });
    expect(String(graphError(missing).message)).toContain('pages_messaging');
    const [conversation] = await inbox(app, access.pageId);
    const other = await pageAccess(app, 1, { scope: MESSENGER_SCOPES });
    const foreign = await graphAs(app, other.token, 'GET', `/${conversation?.id}/messages`);
    expect(graphError(foreign)).toMatchObject({ code: 100, error_subcode: 33 });
    const platform = await graphAs(app, access.token, 'GET', `/${access.pageId}/conversations`, {
      platform: 'twitter',
    });
    expect(graphError(platform).code).toBe(100);
  });
});
