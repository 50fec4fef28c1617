import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../lib/failure-text.js';
import { EmptyState } from './states.js';

/** What a picker needs of its lookup query (roles, groups, accounts, members of the game). */
export interface LookupQuery<T> {
  data?: T[] | undefined;
  error: unknown;
  isError: boolean;
  isLoading: boolean;
  refetch: () => Promise<unknown>;
}

export interface IdOption {
  value: number;
  label: string;
}

/**
 * Props of a multi-select fed by a lookup: its options, loading, searching by label, and what the
 * dropdown says when the lookup failed (with a retry) or has nothing.
 */
export function useLookupSelect<T>(
  query: LookupQuery<T>,
  toOption: (item: T) => IdOption,
  emptyText?: string,
) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  let notFoundContent: ReactNode;
  if (query.isError) {
    notFoundContent = (
      <Flex vertical align="center" gap="small">
        <Typography.Text type="danger">{failureText(query.error)}</Typography.Text>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  } else if (query.data?.length === 0) {
    notFoundContent = <EmptyState description={emptyText} />;
  }
  return {
    options: (query.data ?? []).map(toOption),
    loading: query.isLoading,
    status: query.isError ? ('error' as const) : undefined,
    notFoundContent,
    showSearch: { optionFilterProp: 'label' },
  };
}
