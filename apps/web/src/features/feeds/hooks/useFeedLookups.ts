import { apiPaths, type Tag } from '@herald/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../../api/hooks.js';

const minute = { staleTime: 60_000 } as const;

/** The game's tags by id (tag/all, every member may read it): chips are drawn in their colour. */
export function useTags() {
  const query = useApiQuery(apiPaths.tag.all, {}, minute);
  const byId = useMemo(
    () => new Map<number, Tag>((query.data ?? []).map((tag) => [tag.id, tag])),
    [query.data],
  );
  return { ...query, tags: query.data ?? [], byId };
}

/** The signed-in member (for "me" in filters and the collision warning). */
export function useMe() {
  const query = useApiQuery(apiPaths.auth.user, {}, { staleTime: Number.POSITIVE_INFINITY });
  return query.data;
}

export interface Member {
  user_id: number;
  name: string;
}

/**
 * Members an item can be assigned to: those who may open the inbox (feeds/assignees), the caller
 * first, and anyone the list already shows as an assignee (a member who has since lost the inbox).
 */
export function useMembers(known: readonly Member[] = []) {
  const me = useMe();
  const listed = useApiQuery(apiPaths.feeds.assignees, {}, minute).data;
  return useMemo(() => {
    const members = new Map<number, string>();
    if (me) members.set(me.user_id, me.userName);
    for (const member of listed ?? []) members.set(member.user_id, member.name);
    for (const member of known) if (!members.has(member.user_id)) members.set(member.user_id, member.name);
    return [...members].map(([user_id, name]) => ({ user_id, name }));
  }, [me, listed, known]);
}
