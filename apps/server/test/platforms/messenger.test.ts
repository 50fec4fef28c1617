import { describe, expect, it } from 'vitest';
import type { AccountRef } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';

type Conversation = {
  id: string;
  participant: { id: string; name: string };
  window_open: boolean;
  messages: { id: string; text: string; from_account: boolean }[];
};

/** Messenger for a Page, Instagram Direct for a professional account (through its linked Page). */
const INBOXES = [
  { network: 'facebook', platform: 'messenger', owner: 'page_id' },
  { network: 'instagram', platform: 'instagram', owner: 'ig_user_id' },
] as const;

describe.each(INBOXES)('private messages of the $network adapter against the emulator', (inbox) => {
  const networks = useEmulator(53);

  async function connected() {
    const adapter = emulatedAdapter(networks.url(), inbox.network);
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  /** The emulator's view of the account's conversations, with each person's window. */
  async function conversations(account: AccountRef): Promise<Conversation[]> {
    const query = `${inbox.owner}=${account.socialId}&platform=${inbox.platform}`;
    const answer = (await control(networks.url(), `/facebook/messenger/conversations?${query}`)) as {
      data: Conversation[];
    };
    return answer.data;
  }

  /** Someone writes to the account now (which opens their 24-hour window). */
  async function writeIn(account: AccountRef, text: string): Promise<Conversation> {
    const body = { [inbox.owner]: account.socialId, platform: inbox.platform, text };
    return (await control(networks.url(), '/facebook/messenger/inbound', body)) as Conversation;
  }

  it('reads the conversations newest first, with a message that just arrived', async () => {
    const { adapter, account } = await connected();
    const written = await writeIn(account, 'Is the raid event live yet?');
    const page = await adapter.readMessages?.(account, null);
    const messages = page?.messages ?? [];
    expect(messages[0]).toMatchObject({
      conversationId: written.id,
      senderId: written.participant.id,
      senderName: written.participant.name,
      fromAccount: false,
      text: 'Is the raid event live yet?',
    });
    const times = messages.map((message) => message.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(messages.map((message) => message.conversationId)).size).toBeGreaterThan(3);
    expect(page?.next).toBeNull();
  });

  it('replies inside the 24-hour window, and the reply joins the conversation as the account’s', async () => {
    const { adapter, account } = await connected();
    const written = await writeIn(account, 'My purchase did not arrive');
    const id = await adapter.sendMessage?.(account, written.participant.id, 'Sorry! Sending it again now.');
    expect(id).toBeTruthy();
    const [latest] = (await conversations(account)).find((item) => item.id === written.id)?.messages ?? [];
    expect(latest).toMatchObject({ id, text: 'Sorry! Sending it again now.', from_account: true });
    const [read] = (await adapter.readMessages?.(account, null))?.messages ?? [];
    expect(read).toMatchObject({
      id,
      conversationId: written.id,
      senderId: account.socialId,
      fromAccount: true,
    });
  });

  it('refuses a reply outside the 24-hour window as content, saying why', async () => {
    const { adapter, account } = await connected();
    const quiet = (await conversations(account)).find((item) => !item.window_open);
    if (!quiet) throw new Error('expected someone who wrote more than a day ago');
    const refused = await platformFailure(async () =>
      adapter.sendMessage?.(account, quiet.participant.id, 'Hello?'),
    );
    expect(refused).toMatchObject({ network: inbox.network, kind: 'content', networkCode: '10/2018278' });
    expect(refused.message).toContain('24 hours');
  });

  it('refuses a recipient who never wrote as content', async () => {
    const { adapter, account } = await connected();
    const refused = await platformFailure(async () =>
      adapter.sendMessage?.(account, '1234567890123456', 'Hi!'),
    );
    expect(refused).toMatchObject({ kind: 'content', networkCode: '100/2018001' });
  });
});
