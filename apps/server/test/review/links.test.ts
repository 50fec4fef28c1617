import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@herald/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImage } from '../app/helpers.js';
import { type Caller, call, fail, rawCall } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, pagePosts, type Reviewer, submit, twoLevelGame, waitForStatus } from './helpers.js';

interface Mail {
  to: string;
  raw: string;
}

/** A local SMTP server that keeps every message it receives. */
function captureMail() {
  const inbox: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  return { inbox, server };
}

/** The message's headers and parts as text: quoted-printable and base64 bodies decoded (UTF-8). */
function decoded(raw: string): string {
  return raw
    .split(/\r?\n--/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding: base64/i.test(head))
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (!/content-transfer-encoding: quoted-printable/i.test(head)) return part;
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
    })
    .join('\n--');
}

function tokenOf(text: string, label: 'Approve' | 'Reject'): string {
  const match = new RegExp(`${label}: \\S+/review/decide\\?token=(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${label} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

async function until<T>(probe: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('approval by e-mail and in a corporate chat', () => {
  const networks = useEmulator(53);
  const mail = captureMail();
  const chatPayloads: { text: string; actions: { label: string; url: string }[] }[] = [];
  const chat: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      chatPayloads.push(JSON.parse(body));
      response.end('ok');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => mail.server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
    networks.env.SMTP_URL = `smtp://127.0.0.1:${(mail.server.server.address() as AddressInfo).port}`;
    // The chat is a local server, which the outbound policy refuses unless allowed.
    networks.env.OUTBOUND_ALLOW = '127.0.0.1';
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => mail.server.close(() => resolve()));
    await new Promise<void>((resolve) => chat.close(() => resolve()));
  });
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let a: Reviewer;
  let b: Reviewer;
  let author: string;

  beforeAll(async () => {
    ({ as, game, page, a, b, email: author } = await twoLevelGame(testApp(), networks.url()));
    const config = await call(testApp().app, api.reviewConfig.configGet, {}, { as, game });
    const url = `http://127.0.0.1:${(chat.address() as AddressInfo).port}/hook`;
    await call(
      testApp().app,
      api.reviewConfig.configSave,
      { ...config, chats: [{ kind: 'generic', url, enabled: true }] },
      { as, game },
    );
  });

  it('level 1 by the e-mailed link (once only), level 2 by the chat link, then published', async () => {
    const { app } = testApp();
    const text = 'Approved from the inbox';
    // B last used the console in Chinese: B's e-mail is written in it.
    await rawCall(app, api.auth.user, {}, { as: b.as, headers: { 'accept-language': 'zh-CN' } });
    // The author's preview screenshot goes with the request: reviewers see it, the network never does.
    const preview = await storedImage(testApp(), game);
    const sent = await submit(
      testApp(),
      as,
      game,
      blankPost({ account_ids: [page.id], text, review_level: 2, preview_id: preview }),
    );
    expect(sent.post.preview?.id).toBe(preview);
    const toA = await until(() => mail.inbox.find((message) => message.to === a.email), 'the e-mail to A');
    const body = decoded(toA.raw);
    expect(body).toContain('Subject: [Herald] Approval needed: Approved from the inbox');
    expect(body).toContain('How it looks on each network');
    expect(body).toMatch(new RegExp(`<img src="[^"]*/api/media/${preview}/`));
    const approve = tokenOf(body, 'Approve');
    const info = await call(app, api.reviewLink.info, { token: approve }, {});
    expect(info).toMatchObject({
      state: 'open',
      decision: 'approve',
      level: 1,
      level_name: 'Community lead',
      reviewer: a.email,
    });
    const forged = await fail(app, api.reviewLink.decide, { token: `${approve.slice(0, -2)}xx` }, {});
    expect(forged.code).toBe(1707);
    const decided = await call(app, api.reviewLink.decide, { token: approve }, {});
    expect(decided.state).toBe('decided');
    const again = await call(app, api.reviewLink.decide, { token: approve }, {});
    expect(again).toMatchObject({ state: 'decided', outcome: 'approve' });
    const reject = tokenOf(body, 'Reject');
    expect((await call(app, api.reviewLink.decide, { token: reject, comment: 'late' }, {})).state).toBe(
      'decided',
    );

    const mailToB = await until(
      () => mail.inbox.find((message) => message.to === b.email),
      'the e-mail to B',
    );
    expect(decoded(mailToB.raw)).toContain('等待你审批');
    const forB = await until(
      () => chatPayloads.find((payload) => payload.actions.some((action) => action.label.includes(b.email))),
      'the chat message for level 2',
    );
    const link = forB.actions.find(
      (action) => action.label.startsWith('Approve') && action.label.includes(b.email),
    );
    const token = decodeURIComponent(new URL(link?.url ?? '').searchParams.get('token') ?? '');
    expect((await call(app, api.reviewLink.decide, { token }, {})).state).toBe('decided');
    const done = await waitForStatus(testApp(), as, game, sent.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    expect(await pagePosts(networks.url(), page.social_id, text)).toHaveLength(1);
    const detail = await call(app, api.review.detail, { content_id: sent.post.id }, { as, game });
    expect(detail.request?.history.map((entry) => [entry.reviewer, entry.decision, entry.via])).toEqual([
      [a.email, 'approve', 'email'],
      [b.email, 'approve', 'chat'],
    ]);
    const approved = await until(
      () => mail.inbox.find((message) => message.to === author && decoded(message.raw).includes(text)),
      'the e-mail to the author',
    );
    expect(decoded(approved.raw)).toContain(`Subject: [Herald] Approved: ${text}`);
  });

  it('the author hears of a rejection by e-mail, with the reason and a link to the content', async () => {
    const { app } = testApp();
    const text = 'Needs another look';
    const sent = await submit(
      testApp(),
      as,
      game,
      blankPost({ account_ids: [page.id], text, review_level: 1 }),
    );
    await call(
      app,
      api.review.reject,
      { content_id: sent.post.id, comment: 'Wrong date' },
      { as: a.as, game },
    );
    const message = await until(
      () => mail.inbox.find((entry) => entry.to === author && decoded(entry.raw).includes(text)),
      'the rejection e-mail',
    );
    const body = decoded(message.raw);
    expect(body).toContain(`Subject: [Herald] Rejected: ${text}`);
    expect(body).toContain('Comment: Wrong date');
    expect(body).toContain(`/content/post/detail?id=${sent.post.id}&game_id=${game}&game_area=asia`);
  });

  it('a rejection by link needs a reason; a link for a level already decided in the console changes nothing', async () => {
    const { app } = testApp();
    const sent = await submit(
      testApp(),
      as,
      game,
      blankPost({ account_ids: [page.id], text: 'Console first', review_level: 1 }),
    );
    const message = await until(
      () => mail.inbox.find((entry) => entry.to === a.email && decoded(entry.raw).includes('Console first')),
      'the e-mail to A',
    );
    const reject = tokenOf(decoded(message.raw), 'Reject');
    expect((await fail(app, api.reviewLink.decide, { token: reject }, {})).code).toBe(1715);
    await call(app, api.review.approve, { content_id: sent.post.id }, { as: a.as, game });
    const late = await call(app, api.reviewLink.decide, { token: reject, comment: 'too late' }, {});
    expect(late).toMatchObject({ state: 'decided', outcome: 'approve' });
    const detail = await call(app, api.review.detail, { content_id: sent.post.id }, { as, game });
    expect(detail.request?.status).toBe('approved');
  });
});
