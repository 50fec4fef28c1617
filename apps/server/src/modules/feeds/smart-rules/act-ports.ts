import type { FeedType } from '@herald/contract';
import type { Tx } from '../../../db/client.js';
import { AppError } from '../../../http/errors.js';
import type { Decision, FeedRow, RuleMatch } from './decisions.js';
import type { SmartRuleApplyDeps } from './ports.js';
import type { SmartRuleRow } from './views.js';

/** Only what others wrote can be answered; only comments can be hidden. */
const answerable: ReadonlySet<FeedType> = new Set(['post', 'comment', 'comment_reply', 'message']);
const hideable: ReadonlySet<FeedType> = new Set(['comment', 'comment_reply']);

/**
 * A port's work in a savepoint: what it refuses (a closed window, a network that cannot hide) is
 * rolled back alone and logged, and the rule's other actions stand. Anything else is a failure.
 */
async function throughPort(
  deps: SmartRuleApplyDeps,
  tx: Tx,
  action: string,
  feedId: number,
  work: (savepoint: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await tx.transaction(work);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.logger.warn({ feedId, action, refused: error.id }, 'smart rule action refused');
  }
}

function replyText(template: string, row: FeedRow): string {
  return template.replaceAll('{author}', row.authorName ?? '').trim();
}

/** The actions that leave the inbox's tables: hides and replies per item, one notice per rule. */
export async function callPorts(
  deps: SmartRuleApplyDeps,
  tx: Tx,
  gameId: number,
  decisions: readonly Decision[],
  matches: readonly RuleMatch[],
  members: ReadonlySet<number>,
): Promise<void> {
  for (const { row, hide, reply } of decisions) {
    if (row.deletedAt !== null) continue;
    if (hide && !row.hidden && hideable.has(row.feedType))
      await throughPort(deps, tx, 'hide', row.id, (savepoint) => deps.ports.hide(savepoint, row.id));
    if (reply !== null && answerable.has(row.feedType)) {
      const text = replyText(reply, row);
      if (text)
        await throughPort(deps, tx, 'reply', row.id, (savepoint) =>
          deps.ports.reply(savepoint, row.id, text),
        );
    }
  }
  // One notice per rule per run, naming how many items it matched and the first of them.
  const byRule = new Map<number, { rule: SmartRuleRow; rows: FeedRow[] }>();
  for (const match of matches)
    for (const rule of match.rules) {
      if (rule.actions.notify_user_ids.length === 0) continue;
      const entry = byRule.get(rule.id) ?? { rule, rows: [] };
      entry.rows.push(match.row);
      byRule.set(rule.id, entry);
    }
  for (const { rule, rows } of byRule.values()) {
    const to = rule.actions.notify_user_ids.filter((id) => members.has(id));
    const [first] = rows;
    if (to.length === 0 || !first) continue;
    await deps.ports.notify(tx, to, {
      gameId,
      kind: 'smart_rule_matched',
      contentId: null,
      params: {
        rule: rule.name,
        count: rows.length,
        feed_id: first.id,
        author: first.authorName ?? '',
        excerpt: [...first.text].slice(0, 80).join(''),
      },
    });
  }
}
