import type { UiLocale } from '@herald/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { featureTeller, localeOf } from '../../notices/index.js';
import { membersHolding } from '../../perm/index.js';
import type { ListeningDeps } from '../deps.js';
import type { Drivers } from './drivers.js';
import { spikeMailSpec } from './specs.js';
import { whySentence } from './why.js';

const tell = featureTeller<'listen_spike'>(spikeMailSpec);

/** A stored spike to tell of. */
export interface SpikeTelling {
  gameId: number;
  topic: { id: number; title: string };
  alert: { id: number; kind: 'volume' | 'negative'; observed: number; baseline: number; drivers: Drivers };
}

/**
 * Tells every member of the game who listens (`listen_base`) of a spike, in the caller's
 * transaction: a console notice and, when mail is configured, an e-mail, with why it was raised
 * written in each reader's language.
 */
export async function tellSpike(
  db: DbOrTx,
  deps: Pick<ListeningDeps, 'queue' | 'mailer'>,
  spike: SpikeTelling,
): Promise<number> {
  const members = await membersHolding(db, spike.gameId, 'listen_base');
  if (members.length === 0) return 0;
  const readers = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((member) => member.user_id),
      ),
    );
  const byLocale = new Map<UiLocale, number[]>();
  for (const reader of readers) {
    const locale = localeOf(reader.language);
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), reader.id]);
  }
  for (const [locale, ids] of byLocale) {
    await tell(db, deps, ids, {
      gameId: spike.gameId,
      kind: 'listen_spike',
      params: {
        topic: spike.topic.title,
        topic_id: spike.topic.id,
        alert_id: spike.alert.id,
        kind: spike.alert.kind,
        why: whySentence(locale, spike.alert, spike.alert.drivers),
      },
    });
  }
  return readers.length;
}
