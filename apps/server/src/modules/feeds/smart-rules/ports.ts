import type { Tx } from '../../../db/client.js';
import type { JobQueue } from '../../../jobs/queue.js';
import type { Logger } from '../../../logger.js';
import type { Notice } from '../../notices/index.js';
import type { FeedsDeps } from '../deps.js';

/**
 * What a smart rule does beyond the inbox's own tables, each inside the caller's transaction so it
 * happens only if the change commits. None may reach a network inline: a reply goes through the
 * inbox's normal reply path (its approval and its publishing job), a hide is queued for a worker.
 * A port refuses what cannot be done with an `AppError` (a closed reply window, a network that cannot
 * hide); the rule's other actions still apply.
 */
export interface SmartRulePorts {
  /** Answers the item publicly (or privately for a message) with the text, as a member would. */
  reply(tx: Tx, feedId: number, text: string): Promise<unknown>;
  /** Queues hiding the item on its network. */
  hide(tx: Tx, feedId: number): Promise<unknown>;
  /** Leaves an in-console notice for these members. */
  notify(tx: Tx, userIds: readonly number[], notice: Notice): Promise<unknown>;
}

/** What applying rules needs: the ports and a logger for what a port refused. */
export interface SmartRuleApplyDeps {
  logger: Logger;
  ports: SmartRulePorts;
}

/** The smart rules' endpoints and their background apply. */
export interface SmartRuleDeps extends SmartRuleApplyDeps, Pick<FeedsDeps, 'db'> {
  queue: JobQueue;
}
