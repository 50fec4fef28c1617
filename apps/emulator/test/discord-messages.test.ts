import { describe, expect, it } from 'vitest';
import { control, emulator, installed, multipart, rest, send, upload } from './discord-helpers.js';

describe('Discord messages (REST v10)', () => {
  it('creates a message as the bot and reads it back', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const created = await rest(app, 'POST', `/channels/${channel('general')}/messages`, {
      body: { content: 'Patch 1.2 is live', embeds: [{ title: 'Notes', description: 'All the fixes' }] },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      type: 0,
      channel_id: channel('general'),
      content: 'Patch 1.2 is live',
      author: { bot: true, username: 'Herald' },
      embeds: [{ type: 'rich', title: 'Notes' }],
      timestamp: expect.stringMatching(/^2026-07-01T12:00:00\.000000\+00:00$/),
    });
    const read = await rest(app, 'GET', `/channels/${channel('general')}/messages/${created.json().id}`);
    expect(read.json().content).toBe('Patch 1.2 is live');
  });

  it('answers 50035 with the errors tree, 50006 for nothing to send', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const url = `/channels/${channel('general')}/messages`;
    const tooLong = await rest(app, 'POST', url, {
      body: { content: 'x'.repeat(2001), poll: { question: { text: 'Q' }, answers: [], duration: 800 } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
        poll: {
          answers: { _errors: [{ code: 'BASE_TYPE_REQUIRED' }] },
          duration: { _errors: [{ code: 'NUMBER_TYPE_MAX' }] },
        },
      },
    });
    const embeds = await rest(app, 'POST', url, {
      body: { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) },
    });
    expect(embeds.json().errors.embeds._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    const empty = await rest(app, 'POST', url, { body: { content: '   ' } });
    expect(empty.json()).toEqual({ message: 'Cannot send an empty message', code: 50006 });
  });

  it('posts a poll and attachments (multipart payload_json + files[n]); refuses files over 25 MB', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const poll = await send(app, channel('general'), {
      content: 'Vote!',
      poll: {
        question: { text: 'Next map?' },
        answers: [{ poll_media: { text: 'Dunes' } }, { poll_media: { text: 'Harbor' } }],
        duration: 24,
      },
    });
    expect(poll).toMatchObject({
      poll: { question: { text: 'Next map?' }, answers: [{ answer_id: 1 }, { answer_id: 2 }] },
    });
    const body = multipart({ content: 'Screens', attachments: [{ id: 0, description: 'Sunset' }] }, [
      { bytes: 2048, type: 'image/png', name: 'a.png' },
      { bytes: 4096, type: 'video/mp4', name: 'b.mp4' },
    ]);
    const withFiles = await upload(app, `/channels/${channel('screenshots')}/messages`, body);
    expect(withFiles.statusCode, withFiles.body).toBe(200);
    expect(withFiles.json().attachments).toMatchObject([
      { filename: 'a.png', size: 2048, content_type: 'image/png', description: 'Sunset' },
      { filename: 'b.mp4', size: 4096, content_type: 'video/mp4' },
    ]);
    const huge = multipart({ content: 'Trailer' }, [
      { bytes: 25 * 1024 * 1024 + 1, type: 'video/mp4', name: 'big.mp4' },
    ]);
    const refused = await upload(app, `/channels/${channel('screenshots')}/messages`, huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe(40005);
  });

  it('replies, edits, crossposts announcements once, deletes', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const news = await send(app, channel('announcements'), { content: 'Season 3!' });
    const reply = await send(app, channel('announcements'), {
      content: 'Patch notes below',
      message_reference: { message_id: news.id },
    });
    expect(reply).toMatchObject({
      type: 19,
      message_reference: { message_id: news.id },
      referenced_message: { id: news.id },
    });
    const unknown = await rest(app, 'POST', `/channels/${channel('general')}/messages`, {
      body: { content: 'x', message_reference: { message_id: news.id } },
    });
    expect(unknown.json().errors.message_reference._errors[0].code).toBe('MESSAGE_REFERENCE_UNKNOWN_MESSAGE');

    const edited = await rest(app, 'PATCH', `/channels/${channel('announcements')}/messages/${news.id}`, {
      body: { content: 'Season 3 starts Friday!' },
    });
    expect(edited.json()).toMatchObject({
      content: 'Season 3 starts Friday!',
      edited_timestamp: expect.any(String),
    });
    const crosspost = `/channels/${channel('announcements')}/messages/${news.id}/crosspost`;
    expect((await rest(app, 'POST', crosspost)).json().flags).toBe(1);
    expect((await rest(app, 'POST', crosspost)).json().code).toBe(40033);
    const general = await send(app, channel('general'), { content: 'Hi' });
    const wrongType = await rest(
      app,
      'POST',
      `/channels/${channel('general')}/messages/${general.id}/crosspost`,
    );
    expect(wrongType.json().code).toBe(50024);

    const gone = await rest(app, 'DELETE', `/channels/${channel('announcements')}/messages/${news.id}`);
    expect(gone.statusCode).toBe(204);
    expect(
      (await rest(app, 'GET', `/channels/${channel('announcements')}/messages/${news.id}`)).json().code,
    ).toBe(10008);
    const state = (await control(app, 'GET', `/discord/messages/${news.id}`)).json();
    expect(state.deleted).toBe(true);
  });

  it('pages a channel newest first with before and after', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const url = `/channels/${channel('general')}/messages`;
    const all = (await rest(app, 'GET', url, { query: { limit: '100' } })).json() as { id: string }[];
    expect(all.length).toBeGreaterThan(4);
    const ids = all.map((message) => BigInt(message.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const second = all[1]?.id ?? '';
    const before = (await rest(app, 'GET', url, { query: { before: second, limit: '2' } })).json();
    expect(before.map((message: { id: string }) => message.id)).toEqual(
      all.slice(2, 4).map((message) => message.id),
    );
    const after = (await rest(app, 'GET', url, { query: { after: all[3]?.id ?? '', limit: '2' } })).json();
    expect(after.map((message: { id: string }) => message.id)).toEqual(
      all.slice(1, 3).map((message) => message.id),
    );
    expect((await rest(app, 'GET', url, { query: { limit: '101' } })).json().code).toBe(50035);
  });
});
