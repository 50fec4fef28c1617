import {
  apiPaths,
  BATCH_REVIEW_LIMIT,
  type ReviewContentType,
  type ReviewItem,
  type reviewTabs,
  type SocialNetwork,
} from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Input, Table, Tabs } from 'antd';
import { type Key, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks.js';
import { NotBuilt } from '../../components/NotBuilt.js';
import { PageHeader, usePager, usePaging, useTableSize } from '../../components/paged.js';
import { AccountFilter, NetworkFilter } from '../../components/post/FilterFields.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { pageTitle } from '../../i18n/titles.js';
import type { ScreenProps } from '../../screens/types.js';
import { BatchDecisionModal, ReviewBatchResults } from './BatchModals.js';
import { useReviewColumns } from './columns.js';
import { isReviewType, useReviewLinks } from './model.js';
import { ReviewBatchBar } from './ReviewBatchBar.js';
import { useReviewBatch } from './useReviewBatch.js';

type ReviewTab = (typeof reviewTabs)[number];
const tabs: readonly ReviewTab[] = ['pending', 'decided', 'all'];

/** The ticked contents, kept across pages by id. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, ReviewItem>>(new Map());
  return {
    keys: [...selected.keys()],
    rows: [...selected.values()],
    replace: (keys: readonly Key[], pageRows: readonly ReviewItem[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of pageRows) {
          if (keys.includes(row.content.id)) next.set(row.content.id, row);
          else next.delete(row.content.id);
        }
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}

/** Clicks on the row's own controls (links, buttons, its checkbox) do not open the row. */
function isControl(event: MouseEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, label') !== null;
}

/**
 * review.list: the contents of one type under or after approval, as tabs (awaiting me, decided by
 * me, all) with keyword, account and network filters. A row opens its review; ticked rows can be
 * approved or rejected together, and the result of each is shown.
 */
export default function ReviewListPage({ routeName, params }: ScreenProps) {
  const { t } = useTranslation();
  if (!isReviewType(params.type)) return <NotBuilt routeName={routeName} />;
  return <ReviewList key={params.type} type={params.type} title={pageTitle(t, routeName)} />;
}

function ReviewList({ type, title }: { type: ReviewContentType; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useReviewLinks(type);
  const size = useTableSize();
  // A full page is exactly what one batch decision may take.
  const paging = usePaging(BATCH_REVIEW_LIMIT);
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [networks, setNetworks] = useState<SocialNetwork[]>([]);
  const query = useApiQuery(
    apiPaths.review.list,
    {
      ...paging.input,
      type,
      tab,
      ...(accountIds.length > 0 ? { account_ids: accountIds } : {}),
      ...(networks.length > 0 ? { networks } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const pager = usePager(paging, query.data?.total);
  const selection = useSelection();
  const batch = useReviewBatch(selection.rows, selection.clear);
  const columns = useReviewColumns(links.detail);
  const list = query.data?.list ?? [];
  const filtered = paging.keyword !== '' || accountIds.length > 0 || networks.length > 0;
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      paging.setPage(1);
    };

  return (
    <>
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(tabs.find((item) => item === key) ?? 'pending');
            paging.setPage(1);
            selection.clear();
          }}
          items={tabs.map((key) => ({ key, label: t(`review.list.tabs.${key}`) }))}
          style={{ marginBottom: -16 }}
        />
        <Flex wrap gap="small">
          <Input.Search
            allowClear
            placeholder={t('review.list.search')}
            aria-label={t('review.list.search')}
            onSearch={paging.search}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <AccountFilter value={accountIds} onChange={refilter(setAccountIds)} />
          <NetworkFilter value={networks} onChange={refilter(setNetworks)} />
        </Flex>
        <ReviewBatchBar
          count={selection.keys.length}
          busy={batch.busy}
          onDecide={batch.ask}
          onClear={selection.clear}
        />
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <div data-testid="review-table">
            <Table<ReviewItem>
              rowKey={(item) => item.content.id}
              columns={columns}
              dataSource={list}
              loading={query.isFetching}
              size={size}
              scroll={{ x: true }}
              onRow={(item) => ({
                onClick: (event) => {
                  if (!isControl(event)) void navigate(links.detail(item.content.id));
                },
                style: { cursor: 'pointer' },
              })}
              rowSelection={{
                selectedRowKeys: selection.keys,
                onChange: (keys) => selection.replace(keys, list),
                getCheckboxProps: (item) => ({ disabled: !item.request.can_decide }),
              }}
              locale={{
                emptyText: query.isPending ? (
                  ' '
                ) : (
                  <EmptyState description={filtered ? t('common.empty') : t(`review.list.empty.${tab}`)} />
                ),
              }}
              pagination={pager}
            />
          </div>
        )}
      </Flex>
      <BatchDecisionModal
        decision={batch.asking}
        count={selection.keys.length}
        busy={batch.busy}
        onCancel={batch.cancel}
        onSend={(decision, comment) => void batch.send(decision, comment)}
      />
      <ReviewBatchResults outcome={batch.outcome} onClose={batch.closeOutcome} />
    </>
  );
}
