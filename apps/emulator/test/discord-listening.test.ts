import { describe, expect, it } from 'vitest';
import { advance, control, emulator, installed, rest, send } from './discord-helpers.js';
import { okJson } from './emulator-helpers.js';

type Message = { id: string; content: string; author: { id: string; bot?: boolean } };

describe('discord emulator: what a listening bot reads', () => {
  it('members chat more at a higher volume, in English and Chinese', async () => {
    const app = await emulator();
    await control(app, 'POST', '/listening', { sources: { discord: 6 } });
    const { channel } = await installed(app);
    await advance(app, 3 * 86_400);
    const messages = okJson(
      await rest(app, 'GET', `/channels/${channel('general')}/messages`, { query: { limit: '100' } }),
    ) as Message[];
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.some((message) => /[\u4e00-\u9fff]/.test(message.content))).toBe(true);
  });

  it('without the MESSAGE_CONTENT intent the bot reads members’ messages empty, its own in full', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const general = channel('general');
    const mine = await send(app, general, { content: 'Patch 2.1 is live' });
    okJson(await control(app, 'POST', '/discord/intents', { message_content: false }));
    const read = okJson(
      await rest(app, 'GET', `/channels/${general}/messages`, { query: { limit: '100' } }),
    ) as Message[];
    expect(read.find((message) => message.id === mine.id)?.content).toBe('Patch 2.1 is live');
    const members = read.filter((message) => message.id !== mine.id);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((message) => message.content === '')).toBe(true);
    expect(okJson(await control(app, 'GET', '/discord/intents'))).toEqual({ message_content: false });
  });
});
