import { apiPaths, type LabelNode } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { useFailureText } from '../../../lib/failure-text.js';
import type { LabelMove } from '../model/labels.js';
import { labelReads } from './reads.js';

/** The label tree's writes; a move answers the whole tree, shown at once. */
export function useLabelWrites() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const create = useApiMutation(apiPaths.assignLabel.create, { invalidates: labelReads });
  const update = useApiMutation(apiPaths.assignLabel.update, { invalidates: labelReads });
  const remove = useApiMutation(apiPaths.assignLabel.delete, { invalidates: labelReads });
  const move = useApiMutation(apiPaths.assignLabel.move, {
    invalidates: labelReads,
    onSuccess: (tree: LabelNode[]) => client.setQueryData(queryKeyOf(apiPaths.assignLabel.list, {}), tree),
  });
  return {
    create,
    remove,
    move,
    /** Renames; true when saved, else the failure is told and the input stays. */
    rename: async (id: number, name: string): Promise<boolean> => {
      try {
        await update.mutateAsync({ id, name });
        void message.success(t('common.saved'));
        return true;
      } catch (error) {
        void message.error(failureText(error));
        return false;
      }
    },
    moveTo: async (target: LabelMove) => {
      try {
        await move.mutateAsync(target);
        void message.success(t('assign.labels.moved'));
      } catch (error) {
        void message.error(failureText(error));
      }
    },
  };
}
