import { AppstoreOutlined } from '@ant-design/icons';
import { apiPaths, type Task } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Flex, Pagination, Spin, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import type { ScreenProps } from '../../../screens/types.js';
import { useCanManage } from '../hooks/lookups.js';
import { useTaskFilters } from '../hooks/useTaskFilters.js';
import { TemplatesDrawer } from '../templates/TemplatesDrawer.js';
import { useTaskColumns } from './columns.js';
import { NewTaskMenu } from './NewTaskMenu.js';
import { TaskCards } from './TaskCards.js';
import { TaskFilters } from './TaskFilters.js';

/**
 * assign.task.list: the game's tasks (a receiver sees those handed to them), filtered through the URL
 * query, a page at a time. Leads start tasks, blank or from a template, and keep the templates.
 */
export default function TaskListPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const canManage = useCanManage();
  const filters = useTaskFilters();
  const columns = useTaskColumns();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const query = useApiQuery(apiPaths.assignTask.list, filters.request, {
    placeholderData: keepPreviousData,
    enabled: filters.ready,
  });
  const list = query.data?.list ?? [];
  const actions = canManage ? (
    <Flex gap="small" wrap>
      <Button icon={<AppstoreOutlined />} onClick={() => setTemplatesOpen(true)} data-testid="templates-open">
        {t('assign.taskList.templates')}
      </Button>
      <NewTaskMenu />
    </Flex>
  ) : null;
  const empty = filters.filtered ? (
    <EmptyState />
  ) : (
    <EmptyState
      description={canManage ? t('assign.taskList.empty') : t('assign.taskList.emptyReceiver')}
      action={
        canManage ? (
          <Flex vertical align="center" gap="small">
            <Typography.Text type="secondary">{t('assign.taskList.emptyInvite')}</Typography.Text>
            <NewTaskMenu />
          </Flex>
        ) : undefined
      }
    />
  );
  const pagination = {
    current: filters.values.page,
    pageSize: filters.values.page_size,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    showTotal: (total: number) => t('common.total', { count: total }),
    onChange: (page: number, page_size: number) =>
      filters.set({ page: page_size === filters.values.page_size ? page : 1, page_size }),
  };

  let body: ReactNode;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (phone)
    body = (
      <Spin spinning={query.isFetching}>
        {list.length === 0 ? (
          query.isPending ? (
            <div style={{ minHeight: 120 }} />
          ) : (
            empty
          )
        ) : (
          <Flex vertical gap="middle">
            <TaskCards tasks={list} />
            <Pagination {...pagination} size="small" simple />
          </Flex>
        )}
      </Spin>
    );
  else
    body = (
      <div data-testid="tasks-table">
        <Table<Task>
          rowKey="task_id"
          columns={columns}
          dataSource={list}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: query.isPending ? ' ' : empty }}
          pagination={pagination}
        />
      </div>
    );

  return (
    <>
      <PageHeader title={t('assign.titles.tasks')} action={actions} />
      <Flex vertical gap="middle">
        <TaskFilters filters={filters} canManage={canManage} />
        {body}
      </Flex>
      {canManage && <TemplatesDrawer open={templatesOpen} onClose={() => setTemplatesOpen(false)} />}
    </>
  );
}
