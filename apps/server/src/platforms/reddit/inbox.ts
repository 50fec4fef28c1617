import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { AccountRef, Credential, MessagePage, NetworkMessage, NetworkPost, PostPage } from '../types.js';
import type { RedditApi } from './api.js';
import { listingPage, redditAuthor, sinceCut, WWW } from './reads.js';

/** A username mention (`t1`) as `/message/mentions` lists it. */
const mentionSchema = z.object({
  name: z.string(),
  body: z.string().optional(),
  created_utc: z.number(),
  permalink: z.string().optional(),
  context: z.string().optional(),
  score: z.number().optional(),
  author: z.string().optional(),
  author_fullname: z.string().optional(),
});
/** A private message (`t4`) of `/message/messages` or `/message/sent`; system messages have no author. */
const messageSchema = z.object({
  name: z.string(),
  author: z.string().nullable().optional(),
  dest: z.string().nullable().optional(),
  body: z.string().optional(),
  created_utc: z.number(),
});
type RedditMessage = z.infer<typeof messageSchema>;

/** Reddit's longest private message subject. */
const SUBJECT_MAX = 100;
/** Sent messages read back to learn the id of the one just sent (the compose answer carries none). */
const SENT_LOOK_BACK = 25;

/** Reddit names are case-insensitive (`u/Name` and `u/name` are one person). */
const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Comments naming the account (`u/name`) anywhere on Reddit, newest first, since an instant; their
 * ids are `t1_` fullnames, which the account can answer with a comment.
 */
export async function mentionPage(
  api: RedditApi,
  credential: Credential,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const page = await listingPage(api, credential, '/message/mentions', {}, cursor, mentionSchema);
  const posts = page.children
    .filter((child) => child.kind === 't1')
    .map(({ data }): NetworkPost => {
      const path = data.permalink ?? data.context?.split('?')[0];
      return {
        id: data.name,
        text: data.body ?? null,
        permalink: path ? `${WWW}${path}` : null,
        postedAt: new Date(data.created_utc * 1000),
        metrics: data.score === undefined ? {} : { score: data.score },
        author: redditAuthor(data),
      };
    });
  return sinceCut(posts, since, page.after);
}

/**
 * A private message as Herald reads it: Reddit messages are addressed to a username, so the
 * conversation is the other person's name (the recipient of the account's own messages).
 */
function toNetworkMessage(account: AccountRef, message: RedditMessage): NetworkMessage {
  const author = message.author ?? '';
  const own = sameName(author, account.socialId);
  return {
    id: message.name,
    conversationId: own ? (message.dest ?? '') : author,
    senderId: author,
    senderName: author || null,
    fromAccount: own,
    text: message.body ?? '',
    createdAt: new Date(message.created_utc * 1000),
  };
}

/**
 * Where the two listings of a message page stand: a fullname to read on after, '' once a listing has
 * ended; no cursor reads both from their newest message.
 */
function parseCursor(cursor: string | null): [string | null, string | null] {
  if (!cursor) return [null, null];
  const [received = '', sent = ''] = cursor.split('|');
  return [received, sent];
}

/**
 * The account's private messages, newest first: those it received (`/message/messages`) and those it
 * sent (`/message/sent`), read page by page side by side; the cursor carries where each stands.
 */
export async function messagePage(
  api: RedditApi,
  account: AccountRef,
  cursor: string | null,
): Promise<MessagePage> {
  const read = async (path: string, after: string | null) =>
    after === ''
      ? { children: [], after: null }
      : listingPage(api, account.credential, path, {}, after, messageSchema);
  const [receivedAfter, sentAfter] = parseCursor(cursor);
  const received = await read('/message/messages', receivedAfter);
  const sent = await read('/message/sent', sentAfter);
  const messages = [...received.children, ...sent.children]
    .filter((child) => child.kind === 't4')
    .map((child) => toNetworkMessage(account, child.data))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const more = received.after !== null || sent.after !== null;
  return { messages, next: more ? `${received.after ?? ''}|${sent.after ?? ''}` : null };
}

/** A private message needs a subject: the text's first line (Reddit takes at most 100 characters). */
function subjectOf(text: string): string {
  const line = text.trim().split('\n', 1)[0]?.trim() ?? '';
  if (!line) return 'Message';
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

/**
 * Sends a private message to a Reddit user (`POST /api/compose`); refusals (no such user, a user who
 * takes no messages) come back inside a 200 and are classified as 'content'. The answer names no
 * message, so its id is read back from the account's sent messages.
 */
export async function sendPrivateMessage(
  api: RedditApi,
  account: AccountRef,
  recipient: string,
  text: string,
): Promise<string> {
  const to = recipient.trim().replace(/^\/?u(?:ser)?\//i, '');
  await api.post('/api/compose', account.credential, { to, subject: subjectOf(text), text });
  const sent = await listingPage(
    api,
    account.credential,
    '/message/sent',
    { limit: SENT_LOOK_BACK },
    null,
    messageSchema,
  );
  const made = sent.children.find(
    ({ data }) => sameName(data.dest ?? '', to) && (data.body ?? '').trim() === text.trim(),
  );
  // Sent, but not listed yet: the look-up after an unknown outcome finds it among the messages.
  if (!made) throw new PlatformError('reddit', 'transient', 'the message was sent but is not listed yet');
  return made.data.name;
}
