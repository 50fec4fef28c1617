import { formatErrorMessage, type UiLocale } from '@herald/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { games, materialReviewLinks, materials, users } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/queue.js';
import { localeOf, type MailMessage, membersByEmail, noticeMessage } from '../../notices/index.js';
import type { MaterialDeps } from '../deps.js';
import { linkMailSpec } from '../jobs/specs.js';
import { newToken } from './token.js';

const words = {
  en: {
    subject: '[Herald] Your review is asked: {material}',
    body: '{sender} asks you to approve or reject “{material}” for {game}. The link works once, until {until}.',
    note: 'Note: {note}',
    open: 'Review the material',
  },
  'zh-CN': {
    subject: '[Herald] 请审核素材：{material}',
    body: '{sender} 请你审核 {game} 的素材“{material}”（通过或驳回）。链接仅可使用一次，有效期至 {until}。',
    note: '附言：{note}',
    open: '审核素材',
  },
} satisfies Record<UiLocale, Record<string, string>>;

/** The outside reviewer's e-mail: to whom, in which language, about what, and the link. */
export interface LinkMail {
  to: string;
  locale: UiLocale;
  material: string;
  game: string;
  sender: string;
  until: Date;
  note: string;
  url: string;
}

/** The outside reviewer's e-mail, in their language when they are a member, else English. */
export function linkMail(mail: LinkMail): MailMessage {
  const dictionary = words[mail.locale];
  const values = {
    material: mail.material,
    game: mail.game,
    sender: mail.sender,
    until: `${mail.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  };
  const lines = [formatErrorMessage(dictionary.body, values)];
  if (mail.note) lines.push(formatErrorMessage(dictionary.note, { note: mail.note }));
  return noticeMessage(mail.to, formatErrorMessage(dictionary.subject, values), lines, {
    label: dictionary.open,
    url: mail.url,
  });
}

/**
 * Writes the link's e-mail with a token made now (its hash replaces the stored one). A link used,
 * expired or gone sends nothing.
 */
export function linkMailJob(deps: MaterialDeps): JobDefinition<typeof linkMailSpec.payload> {
  return {
    ...linkMailSpec,
    async handle({ link_id, note }) {
      const { mailer } = deps;
      if (!mailer) return;
      const [row] = await deps.db
        .select({
          link: materialReviewLinks,
          material: materials.name,
          game: games.gameName,
          sender: users.name,
        })
        .from(materialReviewLinks)
        .innerJoin(materials, eq(materials.id, materialReviewLinks.materialId))
        .innerJoin(games, eq(games.gameId, materialReviewLinks.gameId))
        .leftJoin(users, eq(users.id, materialReviewLinks.createdBy))
        .where(
          and(
            eq(materialReviewLinks.id, link_id),
            isNull(materialReviewLinks.usedAt),
            gt(materialReviewLinks.expiresAt, new Date()),
          ),
        );
      if (!row) return;
      const { token, hash } = newToken();
      await deps.db
        .update(materialReviewLinks)
        .set({ tokenHash: hash })
        .where(eq(materialReviewLinks.id, link_id));
      const [member] = await membersByEmail(deps.db, row.link.gameId, [row.link.email]);
      const url = `${deps.consoleUrl()}/material/decide?${new URLSearchParams({ token })}`;
      await mailer.send(
        linkMail({
          to: row.link.email,
          locale: localeOf(member?.language),
          material: row.material,
          game: row.game,
          sender: row.sender ?? 'Herald',
          until: row.link.expiresAt,
          note,
          url,
        }),
      );
    },
  };
}
