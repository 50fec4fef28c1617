import { apiPaths, type PathOutput } from '@herald/contract';
import { App, Button, DatePicker, Descriptions, Flex, Form, Modal, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { formatTime } from '../../components/paged.js';
import { QueryError } from '../../components/states.js';
import { useFailureText } from '../../lib/failure-text.js';
import type { EditorProps } from './AccountEditors.js';
import { BacktrackBadge } from './account-cells.js';

type BacktrackInfo = PathOutput<typeof apiPaths.account.backtrackInfo>;

/** The import state of an account, as account/backtrack/info reports it. */
function BacktrackFacts({ info }: { info: BacktrackInfo }) {
  const { t } = useTranslation();
  const time = (iso: string | null) => (iso ? formatTime(iso) : '—');
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('account.status')}>
        <BacktrackBadge status={info.backtrack_status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('account.history.firstData')}>
        {time(info.first_data_time)}
      </Descriptions.Item>
      <Descriptions.Item label={t('account.history.earliest')}>
        {time(info.backtrack_earliest_time)}
      </Descriptions.Item>
      <Descriptions.Item label={t('account.history.earliestAllowed')}>
        {time(info.earliest_allowed)}
      </Descriptions.Item>
      <Descriptions.Item label={t('account.history.lastRun')}>{time(info.last_run_at)}</Descriptions.Item>
      {info.last_error && (
        <Descriptions.Item label={t('account.history.lastError')}>
          <Typography.Text type="danger">{info.last_error}</Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** Picks the day to import from: not before what the network allows, not in the future. */
function RunForm({ id, info }: { id: number; info: BacktrackInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const run = useApiMutation(apiPaths.account.backtrackRun, {
    invalidates: [apiPaths.account.backtrackInfo, apiPaths.account.list],
  });
  const earliest = dayjs(info.earliest_allowed);
  const submit = async ({ since }: { since: Dayjs }) => {
    const start = since.startOf('day');
    try {
      await run.mutateAsync({ id, since: (start.isBefore(earliest) ? earliest : start).toISOString() });
      void message.success(t('account.history.started'));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  return (
    <Form<{ since: Dayjs }> layout="inline" onFinish={submit} style={{ marginTop: 16, rowGap: 8 }}>
      <Form.Item
        name="since"
        label={t('account.history.since')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <DatePicker
          disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(dayjs(), 'day')}
          disabled={info.backtrack_status === 'pending'}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={run.isPending}
        disabled={info.backtrack_status === 'pending'}
      >
        {t('account.history.run')}
      </Button>
    </Form>
  );
}

/** The history import of one account: its state for every viewer, and starting one for those who may. */
export function BacktrackModal({ editor, account, canRun }: EditorProps & { canRun: boolean }) {
  const { t } = useTranslation();
  const info = useApiQuery(apiPaths.account.backtrackInfo, { id: account.id }, { enabled: editor.open });
  let body: ReactNode;
  if (info.isError) body = <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else
    body = (
      <>
        <BacktrackFacts info={info.data} />
        {canRun ? (
          <RunForm id={account.id} info={info.data} />
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('account.history.viewOnly')}
          </Typography.Paragraph>
        )}
      </>
    );
  return (
    <Modal
      open={editor.open}
      title={t('account.history.title', { account: account.social_account })}
      onCancel={editor.close}
      footer={
        <Flex justify="end">
          <Button onClick={editor.close}>{t('common.ok')}</Button>
        </Flex>
      }
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
