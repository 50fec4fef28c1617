import { apiPaths, type ReviewConfig } from '@herald/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { useHolds } from '../../lib/abilities.js';
import { useFailureText } from '../../lib/failure-text.js';

/**
 * The game's review configuration and its save. Each screen edits its own part (levels, or switches
 * and chats) and saves the whole, keeping the other parts as loaded.
 */
export function useReviewConfig() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const query = useApiQuery(apiPaths.reviewConfig.configGet, {});
  const mutation = useApiMutation(apiPaths.reviewConfig.configSave, {
    invalidates: [
      apiPaths.reviewConfig.configGet,
      apiPaths.reviewConfig.lookup,
      apiPaths.reviewConfig.flowList,
    ],
  });
  const save = async (part: Partial<ReviewConfig>) => {
    if (!query.data) return;
    try {
      await mutation.mutateAsync({ ...query.data, ...part });
      void message.success(t('reviewConfig.saved'));
    } catch (error) {
      void message.error(failureText(error));
      throw error;
    }
  };
  return { query, save, saving: mutation.isPending, canManage: useHolds('config_manage') };
}
