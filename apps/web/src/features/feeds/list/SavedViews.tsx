import { DeleteOutlined, SaveOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { apiPaths, type FeedFilter, type FeedView } from '@herald/contract';
import { App, Button, Checkbox, Divider, Flex, Form, Input, List, Modal, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { useDeleteConfirm } from '../../../components/actions.js';
import { applyServerErrors } from '../../../components/server-errors.js';
import { QueryError } from '../../../components/states.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { type FeedFilterValues, savedFilter, valuesOfFilter } from '../model/filters.js';

/** Two filters mean the same view when every field holds the same values, in any order. */
function sameFilter(a: FeedFilter, b: FeedFilter): boolean {
  const norm = (filter: FeedFilter) =>
    JSON.stringify(
      Object.entries(filter)
        .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return norm(a) === norm(b);
}

function SaveViewModal({
  open,
  onClose,
  filter,
  current,
}: {
  open: boolean;
  onClose: () => void;
  filter: FeedFilter;
  /** The caller's own view on screen, saved over when the name is kept. */
  current: FeedView | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [form] = Form.useForm<{ name: string; shared: boolean }>();
  const save = useApiMutation(apiPaths.feeds.viewSave, { invalidates: [apiPaths.feeds.viewList] });
  const submit = async (values: { name: string; shared: boolean }) => {
    const overwrite = current?.mine && current.name === values.name.trim();
    try {
      await save.mutateAsync({
        ...(overwrite ? { id: current.id } : {}),
        name: values.name.trim(),
        shared: values.shared,
        filter,
      });
      void message.success(t('feeds.views.saved'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      void message.error(failureText(error));
    }
  };
  return (
    <Modal
      open={open}
      title={t('feeds.views.saveTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: current?.mine ? current.name : '', shared: current?.shared ?? false }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('feeds.views.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }, { max: 100 }]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item name="shared" valuePropName="checked">
          <Checkbox>{t('feeds.views.share')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Saved views (feeds/view/*): the caller's own and those shared with the team, applied with one click;
 * the filters on screen are saved under a name, for oneself or for the team.
 */
export function SavedViews({
  values,
  myId,
  apply,
  compact = false,
}: {
  values: FeedFilterValues;
  myId: number | undefined;
  apply: (values: FeedFilterValues) => void;
  /** Only the icon (phones); the name is still the button's accessible name. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const confirmDelete = useDeleteConfirm();
  const views = useApiQuery(apiPaths.feeds.viewList, {}, { staleTime: 60_000 });
  const remove = useApiMutation(apiPaths.feeds.viewDelete, { invalidates: [apiPaths.feeds.viewList] });
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const filter = savedFilter(values, myId);
  const current = (views.data ?? []).find((view) => sameFilter(view.filter, filter)) ?? null;
  const groups = [
    {
      key: 'mine',
      title: t('feeds.views.mine'),
      icon: <StarOutlined />,
      list: (views.data ?? []).filter((view) => view.mine),
    },
    {
      key: 'shared',
      title: t('feeds.views.shared'),
      icon: <TeamOutlined />,
      list: (views.data ?? []).filter((view) => !view.mine && view.shared),
    },
  ];

  const content = views.isError ? (
    <QueryError error={views.error} onRetry={() => void views.refetch()} />
  ) : (
    <Flex vertical style={{ width: 'min(320px, 80vw)' }} data-testid="feeds-views">
      {groups.map((group) => (
        <div key={group.key}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {group.icon} {group.title}
          </Typography.Text>
          <List<FeedView>
            size="small"
            loading={views.isPending}
            dataSource={group.list}
            locale={{ emptyText: t('feeds.views.empty') }}
            renderItem={(view) => (
              <List.Item
                actions={
                  view.mine
                    ? [
                        <Button
                          key="delete"
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('feeds.views.delete')}: ${view.name}`}
                          onClick={() =>
                            confirmDelete(t('feeds.views.deleteConfirm', { name: view.name }), () =>
                              remove.mutateAsync({ id: view.id }),
                            )
                          }
                        />,
                      ]
                    : []
                }
              >
                <Button
                  type="link"
                  style={{
                    padding: 0,
                    height: 'auto',
                    fontWeight: current?.id === view.id ? 600 : undefined,
                  }}
                  aria-current={current?.id === view.id ? 'true' : undefined}
                  onClick={() => {
                    apply(valuesOfFilter(view.filter));
                    setOpen(false);
                  }}
                >
                  {view.name}
                </Button>
              </List.Item>
            )}
          />
        </div>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <Button
        icon={<SaveOutlined />}
        onClick={() => {
          setOpen(false);
          setSaving(true);
        }}
      >
        {t('feeds.views.save')}
      </Button>
      {remove.isError && <Typography.Text type="danger">{failureText(remove.error)}</Typography.Text>}
    </Flex>
  );

  return (
    <>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        content={content}
        title={t('feeds.views.label')}
        placement="bottomLeft"
      >
        <Button
          icon={<StarOutlined />}
          data-testid="feeds-views-button"
          aria-label={compact ? (current?.name ?? t('feeds.views.label')) : undefined}
        >
          {compact ? null : (current?.name ?? t('feeds.views.label'))}
        </Button>
      </Popover>
      <SaveViewModal open={saving} onClose={() => setSaving(false)} filter={filter} current={current} />
    </>
  );
}
