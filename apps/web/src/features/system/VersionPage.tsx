import { apiPaths, type PathOutput } from '@herald/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Divider, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiQuery, useCrudMutations } from '../../api/hooks.js';
import { type ApiError, call } from '../../api/transport.js';
import { AddButton, RowActions } from '../../components/actions.js';
import { useFieldRules } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { formatTime, PageHeader } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { useLoadOnScroll } from '../../lib/use-load-on-scroll.js';
import type { ScreenProps } from '../../screens/types.js';

type VersionPage = PathOutput<typeof apiPaths.version.list>;
type Version = VersionPage['list'][number];
interface VersionValues {
  version: string;
  release_time: Dayjs;
  notes: string;
}
type Editing = { mode: 'create' } | { mode: 'edit'; version: Version };

const PAGE_SIZE = 20;
const invalidates = [apiPaths.version.list];
const writes = {
  create: apiPaths.version.create,
  update: apiPaths.version.update,
  remove: apiPaths.version.delete,
};

/** The version log, newest first, one page at a time as the reader scrolls down. */
function useVersionLog() {
  return useInfiniteQuery<VersionPage, ApiError>({
    queryKey: [...queryKeyOf(apiPaths.version.list), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call(apiPaths.version.list, { page: Number(pageParam), page_size: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

function VersionFields() {
  const { t } = useTranslation();
  const { required, text } = useFieldRules();
  return (
    <>
      <Form.Item name="version" label={t('system.version.version')} rules={text(32)}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="release_time" label={t('system.version.releaseTime')} rules={[required]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="notes" label={t('system.version.notes')} rules={[{ max: 20_000 }]}>
        <Input.TextArea rows={6} />
      </Form.Item>
    </>
  );
}

export default function VersionLogPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const user = useApiQuery(apiPaths.auth.user, {});
  const canWrite = user.data?.isSuper === true;
  const log = useVersionLog();
  const { create, update, remove } = useCrudMutations(writes, invalidates);
  const editor = useEditor<Editing>();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = log;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useLoadOnScroll(canLoadMore, fetchNextPage);

  const addButton = (testId?: string) =>
    canWrite ? (
      <AddButton
        label={t('system.version.add')}
        onClick={() => editor.show({ mode: 'create' })}
        testId={testId}
      />
    ) : undefined;

  const versions = log.data?.pages.flatMap((page) => page.list) ?? [];
  const editing = editor.value;

  let body: ReactNode;
  if (log.isError && !log.data) {
    body = <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  } else if (log.isPending) {
    body = <div style={{ minHeight: 160 }} />;
  } else if (versions.length === 0) {
    body = <EmptyState action={addButton()} />;
  } else {
    body = (
      <Flex vertical gap="middle">
        {versions.map((entry) => (
          <Card
            key={entry.id}
            size="small"
            title={
              <Space wrap>
                <Typography.Text strong>{entry.version}</Typography.Text>
                <Typography.Text type="secondary">{formatTime(entry.release_time)}</Typography.Text>
              </Space>
            }
            extra={
              canWrite && (
                <RowActions
                  onEdit={() => editor.show({ mode: 'edit', version: entry })}
                  remove={{
                    confirm: t('system.version.deleteConfirm', { version: entry.version }),
                    action: () => remove.mutateAsync({ id: entry.id }),
                  }}
                />
              )
            }
          >
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {entry.notes}
            </Typography.Paragraph>
          </Card>
        ))}
        <div ref={sentinel} />
        {isFetchNextPageError ? (
          <QueryError error={log.error} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Flex justify="center">
            <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('system.version.loadMore')}
            </Button>
          </Flex>
        ) : (
          <Divider plain>
            <Typography.Text type="secondary">{t('system.version.end')}</Typography.Text>
          </Divider>
        )}
      </Flex>
    );
  }

  return (
    <>
      <PageHeader title={t('system.version.title')} action={addButton('version-add')} />
      <div data-testid="version-list" aria-busy={log.isFetching}>
        <Spin spinning={log.isFetching && !isFetchingNextPage}>{body}</Spin>
      </div>
      {editing && (
        <FormModal<VersionValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('system.version.edit') : t('system.version.add')}
          width={640}
          initialValues={
            editing.mode === 'edit'
              ? {
                  version: editing.version.version,
                  release_time: dayjs(editing.version.release_time),
                  notes: editing.version.notes,
                }
              : { version: '', release_time: dayjs().startOf('minute'), notes: '' }
          }
          mode={editing.mode}
          onSubmit={(values) => {
            const input = {
              version: values.version.trim(),
              release_time: values.release_time.toISOString(),
              notes: values.notes ?? '',
            };
            return editing.mode === 'edit'
              ? update.mutateAsync({ ...input, id: editing.version.id })
              : create.mutateAsync(input);
          }}
        >
          <VersionFields />
        </FormModal>
      )}
    </>
  );
}
