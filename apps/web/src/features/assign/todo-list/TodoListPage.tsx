import { apiPaths, todoStatuses } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Checkbox, Col, Flex, Input, Pagination, Row, Select, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import type { ScreenProps } from '../../../screens/types.js';
import { useCanManage, useReceivers } from '../hooks/lookups.js';
import { useTodoFilters } from '../hooks/useTodoFilters.js';
import { TodoCard } from './TodoCard.js';

/** "My to-dos" first, then the members a lead may look at. */
function ReceiverPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const receivers = useReceivers();
  const options = [
    { value: 0, label: t('assign.todoList.mine') },
    ...(receivers.data ?? []).map((member) => ({
      value: member.user_id,
      label: member.name || member.email,
    })),
  ];
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? 0}
      onChange={(id) => onChange(id === 0 ? null : id)}
      options={options}
      loading={receivers.isLoading}
      status={receivers.isError ? 'error' : undefined}
      aria-label={t('assign.todoList.receiver')}
      style={{ minWidth: 200 }}
    />
  );
}

/**
 * assign.todo.list: the caller's to-dos, open first by deadline (a lead may look at another
 * receiver's), filtered by state and overdue through the URL query, a page at a time.
 */
export default function TodoListPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canManage = useCanManage();
  const filters = useTodoFilters(canManage);
  const { values, set } = filters;
  const query = useApiQuery(apiPaths.assignTodo.list, filters.request, { placeholderData: keepPreviousData });
  const list = query.data?.list ?? [];
  const mine = values.receiver_id === null;

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (list.length === 0)
    body = query.isPending ? (
      <Spin>
        <div style={{ minHeight: 120 }} />
      </Spin>
    ) : (
      <EmptyState
        description={mine && !filters.filtered ? t('assign.todoList.emptyMine') : t('assign.todoList.empty')}
      />
    );
  else
    body = (
      <Spin spinning={query.isFetching}>
        <Flex vertical gap="middle" data-testid="todos">
          <Row gutter={[12, 12]}>
            {list.map((todo) => (
              <Col key={todo.todo_id} xs={24} xl={12}>
                <TodoCard todo={todo} showReceiver={!mine} />
              </Col>
            ))}
          </Row>
          <Pagination
            align="end"
            current={values.page}
            pageSize={values.page_size}
            total={query.data?.total ?? 0}
            showSizeChanger={!phone}
            simple={phone}
            size={phone ? 'small' : undefined}
            showTotal={(total) => t('common.total', { count: total })}
            onChange={(page, page_size) =>
              set({ page: page_size === values.page_size ? page : 1, page_size })
            }
          />
        </Flex>
      </Spin>
    );

  return (
    <>
      <PageHeader title={t('assign.titles.todos')} />
      <Flex vertical gap="middle">
        <Flex wrap gap="small" align="center">
          <Input.Search
            key={values.keyword}
            allowClear
            defaultValue={values.keyword}
            placeholder={t('assign.todoList.search')}
            aria-label={t('assign.todoList.search')}
            onSearch={(keyword) => set({ keyword: keyword.trim() })}
            style={{ width: 240, maxWidth: '100%', flex: phone ? '1 1 100%' : undefined }}
          />
          {canManage && (
            <ReceiverPicker value={values.receiver_id} onChange={(receiver_id) => set({ receiver_id })} />
          )}
          <Select
            mode="multiple"
            allowClear
            aria-label={t('assign.todoList.statuses')}
            placeholder={t('assign.todoList.statuses')}
            value={values.status}
            onChange={(status) => set({ status })}
            options={todoStatuses.map((status) => ({
              value: status,
              label: t(`assign.todoStatus.${status}`),
            }))}
            style={{ minWidth: 160 }}
          />
          <Checkbox checked={values.overdue} onChange={(event) => set({ overdue: event.target.checked })}>
            {t('assign.todoList.overdue')}
          </Checkbox>
        </Flex>
        {body}
      </Flex>
    </>
  );
}
