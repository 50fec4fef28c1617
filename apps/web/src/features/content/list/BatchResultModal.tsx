import type { api, EndpointOutput } from '@herald/contract';
import { useTranslation } from 'react-i18next';
import { BatchResultsModal } from '../../../components/batch-results.js';
import type { BatchAction } from './BatchBar.js';

type BatchResult = EndpointOutput<typeof api.post.batch>['results'][number];

export interface BatchOutcome {
  action: BatchAction;
  results: BatchResult[];
  /** The name of each post sent, as the list showed it. */
  names: ReadonlyMap<number, string>;
}

/** What a bulk action did to each post: done, or not done with the server's reason. */
export function BatchResultModal({
  outcome,
  onClose,
}: {
  outcome: BatchOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BatchResultsModal
      open={outcome !== null}
      title={
        outcome ? t('content.batch.resultTitle', { action: t(`content.actions.${outcome.action}`) }) : ''
      }
      itemTitle={t('content.columns.post')}
      results={outcome?.results ?? []}
      names={outcome?.names ?? new Map()}
      testId="batch"
      onClose={onClose}
    />
  );
}
