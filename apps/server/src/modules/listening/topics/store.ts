import {
  type ListenNetwork,
  listeningTopicStatusCodes,
  type Topic,
  type TopicFields,
} from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenTopics } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

export type TopicRow = typeof listenTopics.$inferSelect;

/** Status codes as stored (SPEC §4: 0 draft, 1 active, 2 archive). */
export const DRAFT = listeningTopicStatusCodes.byName.draft;
export const ACTIVE = listeningTopicStatusCodes.byName.active;
export const ARCHIVE = listeningTopicStatusCodes.byName.archive;

/** A stored topic as the contract shows it. */
export function topicView(row: TopicRow): Topic {
  const status = listeningTopicStatusCodes.byCode[row.status as 0 | 1 | 2];
  if (!status) throw new Error(`listen topic ${row.id} has an unknown status ${row.status}`);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status,
    sources: row.sources,
    include_keywords: row.include,
    exclude_keywords: row.exclude,
    steam_app_id: row.steamAppId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A topic's written fields as columns. */
export function topicColumns(fields: TopicFields) {
  return {
    title: fields.title,
    description: fields.description,
    type: fields.type,
    sources: fields.sources,
    include: fields.include_keywords,
    exclude: fields.exclude_keywords,
    steamAppId: fields.steam_app_id,
  };
}

/** The networks a topic listens on: its sources', and Steam's reviews when it names an app. */
export function topicNetworks(topic: Pick<TopicFields, 'sources' | 'steam_app_id'>): ListenNetwork[] {
  const networks: ListenNetwork[] = topic.sources.map((source) => source.network);
  return topic.steam_app_id === null ? networks : [...networks, 'steam'];
}

/** The game's topic (another game's id is not found), locked for the change when `lock`. */
export async function topicOf(db: DbOrTx, gameId: number, id: number, lock = false): Promise<TopicRow> {
  const query = db
    .select()
    .from(listenTopics)
    .where(and(eq(listenTopics.gameId, gameId), eq(listenTopics.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/** A stored topic's fields, as written. */
export function fieldsOf(row: TopicRow): TopicFields {
  const { status: _status, id: _id, created_at: _c, updated_at: _u, ...fields } = topicView(row);
  return fields;
}
