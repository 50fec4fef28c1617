import { apiPaths, type IssueClass, type Tag } from '@herald/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery, useCrudMutations } from '../../../api/hooks.js';
import { tagLabel } from '../model/tags.js';

/** Reads that change when a tag does: the tag list, and the rules naming tags. */
export const tagInvalidates = [apiPaths.tag.all, apiPaths.smartRule.list];

/** The game's tags (built-in first) and their writes. */
export function useTags() {
  const query = useApiQuery(apiPaths.tag.all, {});
  const writes = useCrudMutations(
    { create: apiPaths.tag.create, update: apiPaths.tag.update, remove: apiPaths.tag.delete },
    tagInvalidates,
  );
  return { query, ...writes };
}

/** A tag's name in the reader's language (built-in tags until renamed). */
export function useTagLabel(): (tag: Pick<Tag, 'name' | 'issue_class'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (tag) => tagLabel(tag, (issueClass: IssueClass) => t(`inboxConfig.tags.builtinNames.${issueClass}`)),
    [t],
  );
}
