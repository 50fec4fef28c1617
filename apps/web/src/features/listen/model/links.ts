import type { ListeningTopicStatus } from '@herald/contract';

/** The route that opens a topic of each status: a draft opens in the editor, the others on their insight screen. */
const topicRoutes: Readonly<Record<ListeningTopicStatus, string>> = {
  draft: 'listen.draft.topic',
  active: 'listen.active.topic',
  archive: 'listen.archive.topic',
};

/** The route of a topic's config (a draft's editor is its own page). */
const configRoutes: Readonly<Record<ListeningTopicStatus, string>> = {
  draft: 'listen.draft.topic',
  active: 'listen.active.config',
  archive: 'listen.archive.config',
};

export const topicRoute = (status: ListeningTopicStatus): string => topicRoutes[status];
export const configRoute = (status: ListeningTopicStatus): string => configRoutes[status];

/**
 * Query of a link to a topic: an archived topic's link keeps the current `tab` value (SPEC §2), so a
 * topic archived on its mentions tab opens on that tab again.
 */
export function topicQuery(status: ListeningTopicStatus, currentSearch: string): Record<string, string> {
  const tab = new URLSearchParams(currentSearch).get('tab');
  return status === 'archive' && tab ? { tab } : {};
}

/**
 * The topic screen's identity: its path and query without `tab` (SPEC §2), so changing tabs keeps the
 * screen (its range, filters and loaded mentions) while another topic or game starts afresh.
 */
export function topicScreenKey(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('tab');
  query.sort();
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
