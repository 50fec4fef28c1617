import { FileTextOutlined } from '@ant-design/icons';
import { type TopicType, topicTypes } from '@herald/contract';
import { Alert, App, Button, Col, Flex, Form, Input, Row, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/paged.js';
import { QueryError } from '../../../components/states.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import type { ScreenProps } from '../../../screens/types.js';
import { useTopicForm } from '../hooks/useTopicForm.js';
import { topicRoute } from '../model/links.js';
import { withNetworks, withSource } from '../model/topic-form.js';
import { fieldError } from './field-error.js';
import { IncludeGroups } from './IncludeGroups.js';
import { PatchDrawer } from './PatchDrawer.js';
import { PreviewPanel } from './PreviewPanel.js';
import { QuotaList } from './QuotaList.js';
import { SourcesField } from './SourcesField.js';
import { TermChips } from './TermChips.js';

/**
 * listen.edit: a topic's title, type, networks (with Instagram's hashtag budget and Facebook's Page),
 * include groups and excluded terms, the networks' quotas, a preview of what each network would hear,
 * and the writes its status allows. An archived topic is shown read-only with Restore.
 */
export default function EditPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const link = useRouteLink();
  const routeId = useParams().id;
  const id = routeId ? Number(routeId) : null;
  const form = useTopicForm(id, failureText);
  const [patchOpen, setPatchOpen] = useState(false);
  const status = form.saved?.status ?? params.status ?? 'draft';
  const readOnly = status === 'archive';
  const { fields, errors, change } = form;

  if (id !== null && form.config.isError)
    return <QueryError error={form.config.error} onRetry={() => void form.config.refetch()} />;
  if (id !== null && form.config.isPending)
    return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;

  const opened = (topicId: number, topicStatus: 'draft' | 'active' | 'archive') =>
    void navigate(link(topicRoute(topicStatus), { params: { id: String(topicId) } }));
  const save = async (andActivate: boolean) => {
    const topic = await form.save(andActivate);
    if (!topic) return;
    void message.success(
      t(topic.status === 'active' && andActivate ? 'listen.edit.activated' : 'listen.edit.saved'),
    );
    if (id === null || topic.status !== status) opened(topic.id, topic.status);
  };
  const restore = async () => {
    const topic = await form.restore();
    if (!topic) return;
    void message.success(t('listen.home.restored'));
    opened(topic.id, topic.status);
  };

  const actions = readOnly ? (
    <Button type="primary" onClick={() => void restore()} loading={form.busy} data-testid="topic-restore">
      {t('listen.edit.restore')}
    </Button>
  ) : (
    <Flex gap="small" wrap>
      <Button onClick={() => void form.runPreview()} loading={form.previewing} data-testid="topic-preview">
        {t('listen.edit.preview')}
      </Button>
      {status === 'draft' && (
        <Button onClick={() => void save(false)} loading={form.busy} data-testid="topic-save-draft">
          {t('listen.edit.saveDraft')}
        </Button>
      )}
      <Button
        type="primary"
        onClick={() => void save(status === 'draft')}
        loading={form.busy}
        data-testid="topic-save"
      >
        {status === 'draft' ? t('listen.edit.activate') : t('listen.edit.save')}
      </Button>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={id === null ? t('listen.edit.newTitle') : (form.saved?.title ?? t('listen.edit.editTitle'))}
        action={actions}
      />
      {readOnly && (
        <Alert type="info" showIcon title={t('listen.edit.archivedNote')} style={{ marginBottom: 16 }} />
      )}
      {errors.form && (
        <Alert
          type="error"
          showIcon
          title={errors.form}
          style={{ marginBottom: 16 }}
          data-testid="form-error"
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Form layout="vertical" disabled={readOnly} component="div">
            <Form.Item label={t('listen.edit.title')} required {...fieldError(errors.title)}>
              <Input
                value={fields.title}
                maxLength={100}
                onChange={(event) => change({ title: event.target.value }, ['title'])}
                aria-label={t('listen.edit.title')}
                data-testid="topic-title"
              />
            </Form.Item>
            <Form.Item label={t('listen.edit.description')} {...fieldError(errors.description)}>
              <Input.TextArea
                value={fields.description}
                maxLength={5000}
                autoSize={{ minRows: 2, maxRows: 6 }}
                onChange={(event) => change({ description: event.target.value })}
                aria-label={t('listen.edit.description')}
              />
            </Form.Item>
            <Form.Item label={t('listen.edit.type')} required>
              <Select<TopicType>
                value={fields.type}
                onChange={(type) => change({ type })}
                aria-label={t('listen.edit.type')}
                options={topicTypes.map((value) => ({ value, label: t(`listen.types.${value}`) }))}
                style={{ width: 220, maxWidth: '100%' }}
                data-testid="topic-type"
              />
            </Form.Item>
            <SourcesField
              fields={fields}
              errors={errors}
              disabled={readOnly}
              onNetworks={(networks) => change(withNetworks(fields, networks), ['sources'])}
              onSource={(network, patch) =>
                change(withSource(fields, network, patch), [
                  network === 'facebook' ? 'facebook' : 'instagram',
                ])
              }
              onSteam={(steam_app_id) => change({ steam_app_id }, ['steam'])}
            />
            <Form.Item
              label={
                <Flex gap="small" align="center">
                  {t('listen.edit.include')}
                  {!readOnly && (
                    <Button
                      size="small"
                      icon={<FileTextOutlined />}
                      onClick={() => setPatchOpen(true)}
                      data-testid="patch-open"
                    >
                      {t('listen.edit.patchNotes')}
                    </Button>
                  )}
                </Flex>
              }
              extra={t('listen.edit.includeHint')}
              required
              {...fieldError(errors.include)}
            >
              <IncludeGroups
                groups={fields.include_keywords}
                disabled={readOnly}
                onChange={(include_keywords) => change({ include_keywords }, ['include'])}
              />
            </Form.Item>
            <Form.Item label={t('listen.edit.exclude')} {...fieldError(errors.exclude)}>
              <TermChips
                terms={fields.exclude_keywords}
                disabled={readOnly}
                onChange={(exclude_keywords) => change({ exclude_keywords }, ['exclude'])}
                label={t('listen.edit.exclude')}
                testId="exclude-terms"
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap="middle">
            <QuotaList />
            {form.preview ? (
              <>
                <Alert type="info" title={t('listen.edit.previewTitle')} />
                <PreviewPanel previews={form.preview} />
              </>
            ) : (
              !readOnly && <Alert type="info" title={t('listen.edit.previewEmpty')} />
            )}
          </Flex>
        </Col>
      </Row>
      <PatchDrawer
        open={patchOpen}
        onClose={() => setPatchOpen(false)}
        groups={fields.include_keywords}
        onChange={(include_keywords) => change({ include_keywords }, ['include'])}
      />
    </>
  );
}
